import { Trans, useLingui } from '@lingui/react/macro';
import type { Pagination } from '@ticketmela/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';

/**
 * 'Showing N of total {noun} · Page n of m' with Previous and Next: the look every paged list shares. `pages` null
 * when the total is only a lower bound (the page then has no 'of').
 */
export function PagerNav({
  label,
  shown,
  total,
  noun,
  current,
  pages,
  canPrevious,
  canNext,
  busy,
  onPrevious,
  onNext,
}: {
  label: string;
  shown: number;
  total: number | string;
  noun: string;
  current: number;
  pages: number | null;
  canPrevious: boolean;
  canNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-gray-700">
        <Trans>
          Showing {shown} of {total} {noun}
        </Trans>
        <span className="text-gray-600">
          {' '}
          {pages === null ? (
            <Trans>· Page {current}</Trans>
          ) : (
            <Trans>
              · Page {current} of {pages}
            </Trans>
          )}
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!canPrevious || busy}
          onClick={onPrevious}
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext || busy} onClick={onNext}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

/**
 * 'Showing N of total {noun}' with Previous and Next, shown only when there is more than one page (spec §2).
 */
export function PaginationBar({
  pagination,
  shown,
  noun,
  label,
  onPageChange,
  busy = false,
}: {
  pagination: Pagination;
  /** Rows on this page. */
  shown: number;
  noun: string;
  /** The navigation's accessible name; by default 'Noun pages'. */
  label?: string;
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  if (pagination.pages <= 1) return null;
  const { current, pages, total } = pagination;
  const nounTitle = `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  return (
    <PagerNav
      label={label ?? t`${nounTitle} pages`}
      shown={shown}
      total={total}
      noun={noun}
      current={current}
      pages={pages}
      canPrevious={current > 1}
      canNext={current < pages}
      busy={busy}
      onPrevious={() => onPageChange(current - 1)}
      onNext={() => onPageChange(current + 1)}
    />
  );
}
