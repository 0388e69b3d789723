import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import Tags from 'lucide-react/icons/tags';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { LoadFailed } from '@/components/ui/list-states';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEventDate } from '@/lib/format-dates';
import { useDeleteCategoryMutation } from '../api/delete-category';
import { AddCategoryDialog } from './add-category-dialog';
import { ExplainedButton } from './explained-button';
import { RowCard, RowFact } from './row-card';
import { SectionHeader } from './section-header';
import { useIsWide } from './use-is-wide';

export const CATEGORY_IN_USE_MESSAGE = msg`Cannot delete category with existing events`;

const eventCountOf = (category: Category) => category.eventCount ?? 0;
const eventsText = (count: number, i18n: I18n) => {
  const formatted = count.toLocaleString('en-IN');
  return i18n._(msg`${plural(count, { one: `${formatted} event`, other: `${formatted} events` })}`);
};

/** Delete, unavailable (with the reason) while events use the category. */
function DeleteCategoryButton({
  category,
  onDelete,
}: {
  category: Category;
  onDelete: (category: Category) => void;
}) {
  const { t, i18n } = useLingui();
  const name = category.name;
  return (
    <ExplainedButton
      variant="outline"
      size="sm"
      aria-label={t`Delete category ${name}`}
      unavailableReason={eventCountOf(category) > 0 ? i18n._(CATEGORY_IN_USE_MESSAGE) : null}
      onClick={() => onDelete(category)}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
    >
      <Trans>Delete</Trans>
    </ExplainedButton>
  );
}

/** The Categories table with Add Category and a delete that is unavailable while events use the category. */
export function CategoriesSection({
  categories,
  isPending,
  isError,
  onRetry,
}: {
  categories: Category[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const deleteMutation = useDeleteCategoryMutation();
  const isWide = useIsWide();

  const deletingName = deleting?.name ?? '';

  function confirmDelete() {
    if (!deleting) return;
    deleteMutation.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t`Category deleted successfully`);
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure(t`Failed to delete category`, error);
        setDeleting(null);
      },
    });
  }

  return (
    <section aria-labelledby="admin-categories-heading" className="space-y-4">
      <SectionHeader
        id="admin-categories-heading"
        title={t`Categories`}
        icon={<Tags aria-hidden="true" className="size-5" />}
        count={categories?.length}
        action={
          <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="size-4" />}>
            <Trans>Add Category</Trans>
          </Button>
        }
      />
      {isPending ? (
        <div className="space-y-2" aria-busy="true">
          <p role="status" className="sr-only">
            <Trans>Loading categories...</Trans>
          </p>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : isError && !categories ? (
        <LoadFailed title={t`Failed to fetch categories`} onRetry={onRetry} />
      ) : categories && categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-700">
          <Trans>No categories yet. Add the first one so organizers can file their events.</Trans>
        </p>
      ) : isWide ? (
        <ScrollTable label={t`Categories table`}>
          <table className="w-full min-w-[40rem]">
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Description</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Events</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Created</Trans>
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {(categories ?? []).map((category) => (
                <tr key={category._id}>
                  <th scope="row" className={`${rowTh} font-semibold text-gray-900`}>
                    {category.name}
                  </th>
                  <td className={`${td} max-w-xs text-gray-700`}>
                    {category.description ?? <span className="text-gray-600">—</span>}
                  </td>
                  <td className={td}>{eventCountOf(category).toLocaleString('en-IN')}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatEventDate(category.createdAt)}</td>
                  <td className={`${td} text-right`}>
                    <DeleteCategoryButton category={category} onDelete={setDeleting} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <ul className="space-y-3" aria-label={t`Categories`}>
          {(categories ?? []).map((category) => (
            <li key={category._id}>
              <RowCard
                label={category.name}
                heading={<p className="font-semibold text-gray-900">{category.name}</p>}
                badge={<Badge tone="gray">{eventsText(eventCountOf(category), i18n)}</Badge>}
                note={category.description}
                actions={<DeleteCategoryButton category={category} onDelete={setDeleting} />}
              >
                <RowFact label={t`Created`}>{formatEventDate(category.createdAt)}</RowFact>
              </RowCard>
            </li>
          ))}
        </ul>
      )}

      <AddCategoryDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete Category`}
        description={
          deleting
            ? t`Delete the category "${deletingName}"? Organizers will no longer be able to choose it.`
            : ''
        }
        confirmText={t`Delete`}
        busy={deleteMutation.isPending}
        busyText={t`Deleting...`}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
