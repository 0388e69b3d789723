import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditLogListResponse } from '@ticketmela/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';

/**
 * The audit log's Previous and Next, by cursor (decision 0047): the look and words of the other lists' PaginationBar
 * ('Showing N of total entries · Page n of m'), shown only when there is more than one page. The server counts up to
 * 1,000 entries: past that the total reads '1,000+' and the page has no 'of'.
 */
export function AuditLogPager({
  pagination,
  page,
  shown,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: {
  pagination: AuditLogListResponse['pagination'];
  /** This page's number, counted by the screen (1 for the newest entries). */
  page: number;
  /** Entries on this page. */
  shown: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  if (page <= 1 && !hasNext) return null;
  const current = page;
  const { pages } = pagination;
  const counted = pagination.total.toLocaleString('en-IN');
  const total = pagination.totalIsAtLeast ? `${counted}+` : counted;
  const noun = t`entries`;
  return (
    <nav
      aria-label={t`Entries pages`}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-gray-700">
        <Trans>
          Showing {shown} of {total} {noun}
        </Trans>
        <span className="text-gray-600">
          {' '}
          {pagination.totalIsAtLeast ? (
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
          disabled={page <= 1 || busy}
          onClick={onPrevious}
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext || busy} onClick={onNext}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
