import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';

export interface LoadMoreEventsProps {
  /** Cards on screen, and how many events match the filters. */
  shown: number;
  total: number;
  /** More events match than the list counts (EVENT_COUNT_LIMIT): `total` is that limit, and the list ends there. */
  totalIsAtLeast?: boolean;
  hasMore: boolean;
  loading: boolean;
  /** The last 'more' request failed. */
  failed: boolean;
  onLoadMore: () => void;
  /** Placed after the cards: coming near it loads the next page by itself. */
  sentinelRef: Ref<HTMLDivElement>;
}

/** Below the cards: how many are shown, 'Load more' (the next page also loads by itself when scrolled near). */
export function LoadMoreEvents({
  shown,
  total,
  totalIsAtLeast = false,
  hasMore,
  loading,
  failed,
  onLoadMore,
  sentinelRef,
}: LoadMoreEventsProps) {
  const { t } = useLingui();
  const shownCount = shown.toLocaleString('en-IN');
  const totalCount = total.toLocaleString('en-IN');
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      <p role="status" className="text-sm text-gray-700">
        {loading
          ? t`Loading more events...`
          : hasMore
            ? totalIsAtLeast
              ? t`Showing ${shownCount} of ${totalCount}+ events`
              : t`Showing ${shownCount} of ${totalCount} events`
            : totalIsAtLeast
              ? t`These are the first ${totalCount} events. Narrow the search or the filters to see the others.`
              : total > 0
                ? t`${plural(total, { one: `That's all ${totalCount} event.`, other: `That's all ${totalCount} events.` })}`
                : ''}
      </p>
      {failed && !loading ? (
        <p className="text-sm font-medium text-red-800">
          <Trans>More events could not be loaded.</Trans>
        </p>
      ) : null}
      {hasMore ? (
        // Not disabled while loading (a disabled button drops the keyboard focus): a click then does nothing.
        <Button
          variant="outline"
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          icon={
            loading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : failed ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : undefined
          }
        >
          {failed ? t`Try again` : t`Load more`}
        </Button>
      ) : null}
    </div>
  );
}
