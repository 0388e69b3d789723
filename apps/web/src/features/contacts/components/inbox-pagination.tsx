import type { Pagination } from '@ticketmela/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';

/** 'Showing N of total messages' with Previous and Next, only when there is more than one page (spec §2). */
export function InboxPagination({
  pagination,
  shown,
  busy,
  onPageChange,
}: {
  pagination: Pagination;
  /** Messages on this page. */
  shown: number;
  busy: boolean;
  onPageChange: (page: number) => void;
}) {
  const { current, pages, total } = pagination;
  if (pages <= 1) return null;
  return (
    <nav aria-label="Message pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-gray-700">
        Showing {shown} of {total} messages
        <span className="text-gray-600">
          {' '}
          · Page {current} of {pages}
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
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={current >= pages || busy}
          onClick={() => onPageChange(current + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
