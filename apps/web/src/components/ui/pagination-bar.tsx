import { Trans, useLingui } from '@lingui/react/macro';
import type { Pagination } from '@ticketmela/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';

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
    <nav
      aria-label={label ?? t`${nounTitle} pages`}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-gray-700">
        <Trans>
          Showing {shown} of {total} {noun}
        </Trans>
        <span className="text-gray-600">
          {' '}
          <Trans>
            · Page {current} of {pages}
          </Trans>
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={current <= 1 || busy}
          onClick={() => onPageChange(current - 1)}
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={current >= pages || busy}
          onClick={() => onPageChange(current + 1)}
        >
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
