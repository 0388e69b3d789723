import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry, WaitlistOffer } from '@ticketmela/domain';
import TicketIcon from 'lucide-react/icons/ticket';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useWaitlistEntry } from '../api/get-waitlist-entry';
import { DeclineOfferButton } from './decline-offer-button';
import { FreeOfferBooking } from './free-offer-booking';
import { OfferEndedNotice } from './offer-ended-notice';
import { OfferSummary } from './offer-summary';

const AWAIT_TICKET_POLL_MS = 2000;

export interface OfferPaymentSlot {
  entry: WaitlistEntry;
  offer: WaitlistOffer;
  /** Booked: the booking's id when known (else it is read from the entry once it shows as bought). */
  onBooked: (bookingId: string | null) => void;
  /** The hold is over or the payment ended without a booking: the offer is read again. */
  onHoldEnded: () => void;
}

function ScreenLoading() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        <Trans>Loading your offer...</Trans>
      </p>
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/**
 * /waitlist/offers/{id}: the seats a waitlist offer holds, paid for by the booking's own payment step
 * (`renderPayment`, another feature's, composed by the route), or declined for the next person in line. An offer
 * no longer open says what became of it.
 */
export function OfferCheckoutScreen({
  entryId,
  renderPayment,
}: {
  entryId: string;
  renderPayment: (slot: OfferPaymentSlot) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Booked by the server (an approved UPI payment): the ticket is shown once the entry names its booking.
  const [awaitingTicket, setAwaitingTicket] = useState(false);
  const entryQuery = useWaitlistEntry(entryId, awaitingTicket ? AWAIT_TICKET_POLL_MS : false);
  const entry = entryQuery.data;
  const bookingId = entry?.bookingId ?? null;

  useEffect(() => {
    if (awaitingTicket && bookingId) void navigate(paths.ticket(bookingId), { replace: true });
  }, [awaitingTicket, bookingId, navigate]);

  function showTicket(id: string | null) {
    if (id) void navigate(paths.ticket(id), { replace: true });
    else {
      setAwaitingTicket(true);
      void entryQuery.refetch();
    }
  }

  let body: ReactNode;
  if (entryQuery.isPending) {
    body = <ScreenLoading />;
  } else if (entryQuery.isError || !entry) {
    body =
      isApiError(entryQuery.error) &&
      (entryQuery.error.statusCode === 404 || entryQuery.error.statusCode === 400) ? (
        <div className="space-y-4">
          <Alert tone="warning" title={t`This offer could not be found`}>
            <Trans>It may belong to another account. Your offers are listed on your dashboard.</Trans>
          </Alert>
          <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
            <Trans>Go to my dashboard</Trans>
          </Link>
        </div>
      ) : (
        <LoadFailed title={t`Your offer could not be loaded.`} onRetry={() => void entryQuery.refetch()} />
      );
  } else if (
    entry.status === 'offered' &&
    entry.offer &&
    !awaitingTicket &&
    Date.parse(entry.offer.expiresAt) > Date.now()
  ) {
    const { offer } = entry;
    const slot: OfferPaymentSlot = {
      entry,
      offer,
      onBooked: showTicket,
      onHoldEnded: () => void entryQuery.refetch(),
    };
    body = (
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-4">
          <OfferSummary entry={entry} offer={offer} />
          <DeclineOfferButton entry={entry} />
        </div>
        <div>
          {offer.amount === 0 ? (
            <FreeOfferBooking entry={entry} onBooked={showTicket} />
          ) : (
            renderPayment(slot)
          )}
        </div>
      </div>
    );
  } else if (awaitingTicket && entry.status !== 'converted') {
    body = <ScreenLoading />;
  } else {
    body = <OfferEndedNotice entry={entry} />;
  }

  return (
    <div className="mx-auto max-w-5xl">
      <title>{t`Your waitlist offer — TicketMela`}</title>
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-gray-900">
        <TicketIcon aria-hidden="true" className="size-8 text-brand-700" />
        <Trans>Your waitlist offer</Trans>
      </h1>
      <div className="mt-6">{body}</div>
    </div>
  );
}
