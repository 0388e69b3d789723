import { useLingui } from '@lingui/react/macro';
import type { AuditLogListResponse } from '@ticketmela/domain';
import { PagerNav } from '@/components/ui/pagination-bar';

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
  const counted = pagination.total.toLocaleString('en-IN');
  const total = pagination.totalIsAtLeast ? `${counted}+` : counted;
  const noun = t`entries`;
  return (
    <PagerNav
      label={t`Entries pages`}
      shown={shown}
      total={total}
      noun={noun}
      current={page}
      pages={pagination.totalIsAtLeast ? null : pagination.pages}
      canPrevious={page > 1}
      canNext={hasNext}
      busy={busy}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}
