import LoaderCircle from 'lucide-react/icons/loader-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';

export interface LoadMoreEventsProps {
  /** Cards on screen, and how many events match the filters. */
  shown: number;
  total: number;
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
  hasMore,
  loading,
  failed,
  onLoadMore,
  sentinelRef,
}: LoadMoreEventsProps) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      <p role="status" className="text-sm text-gray-700">
        {loading
          ? 'Loading more events...'
          : hasMore
            ? `Showing ${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} events`
            : total > 0
              ? `That's all ${total.toLocaleString('en-IN')} ${total === 1 ? 'event' : 'events'}.`
              : ''}
      </p>
      {failed && !loading ? (
        <p className="text-sm font-medium text-red-800">More events could not be loaded.</p>
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
          {failed ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
