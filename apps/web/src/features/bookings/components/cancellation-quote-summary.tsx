import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CancellationQuote } from '@ticketmela/domain';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { cancellationPreview } from './cancellation-preview';

export const QUOTE_FAILED_MESSAGE = msg`Could not work out the refund. Please try again.`;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; quote: CancellationQuote };

function Frame({ tone, icon, children }: { tone: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={cn('flex gap-3 rounded-xl p-3 text-sm ring-1 ring-inset', tone)}>
      {icon}
      <div className="min-w-0 flex-1 space-y-1">{children}</div>
    </div>
  );
}

function QuoteBody({
  state,
  dateChangedSinceBooking,
}: {
  state: QuoteState;
  dateChangedSinceBooking: boolean;
}) {
  const { i18n } = useLingui();
  switch (state.status) {
    case 'idle':
      return null;
    case 'pending':
      return (
        <Frame
          tone="bg-stone-50 text-gray-700 ring-gray-200"
          icon={<LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />}
        >
          <p>
            <Trans>Working out your refund...</Trans>
          </p>
        </Frame>
      );
    case 'error':
      return (
        <Frame
          tone="bg-red-50 text-red-900 ring-red-200"
          icon={<TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        >
          <p className="font-medium">{errorMessage(state.error, i18n._(QUOTE_FAILED_MESSAGE))}</p>
          <Button variant="outline" size="sm" onClick={state.retry}>
            <Trans>Try again</Trans>
          </Button>
        </Frame>
      );
    case 'success':
      return (
        <Frame
          tone="bg-green-50 text-green-900 ring-green-200"
          icon={<Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        >
          <p className="font-semibold">{cancellationPreview(i18n, state.quote, dateChangedSinceBooking)}</p>
          <p className="text-xs text-green-900/80">{state.quote.refundPolicy}</p>
        </Frame>
      );
  }
}

/**
 * What the server says cancelling the chosen tickets now would refund, while it is asked, or why it could not say.
 * A live region: a changed choice announces its new figure.
 */
export function CancellationQuoteSummary({
  state,
  dateChangedSinceBooking,
}: {
  state: QuoteState;
  dateChangedSinceBooking: boolean;
}) {
  return (
    <div role="status" aria-live="polite">
      <QuoteBody state={state} dateChangedSinceBooking={dateChangedSinceBooking} />
    </div>
  );
}
