import { Trans, useLingui } from '@lingui/react/macro';
import type { Category, EventFormInput, EventFormValues } from '@ticketmela/domain';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';

/** The categories for the Category select, loaded by the screen around the form. */
export interface CategoryChoices {
  categories: Category[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The event's Category select, with a retry when the categories could not be loaded. */
export function CategorySelect({ categories }: { categories: CategoryChoices }) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  return (
    <div className="space-y-2">
      <SelectField
        label={t`Category`}
        required
        disabled={categories.loading}
        error={errors.categoryId?.message}
        {...register('categoryId')}
      >
        <option value="">{categories.loading ? t`Loading categories...` : t`Select a category`}</option>
        {categories.categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {categories.failed ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <Trans>The categories could not be loaded.</Trans>
          <Button variant="outline" size="sm" onClick={categories.retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : null}
    </div>
  );
}
