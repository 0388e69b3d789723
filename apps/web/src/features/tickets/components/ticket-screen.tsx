import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ticket } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import TicketX from 'lucide-react/icons/ticket-x';
import { type ReactNode, useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useTicketBooking } from '../api/get-ticket-booking';
import { TicketCard } from './ticket-card';
import { TicketHolders } from './ticket-holders';

export const TICKET_LOAD_FAILED_MESSAGE = msg`Failed to load ticket`;

/** A ticket that is not there: not this user's, cancelled, or an address that names no booking. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);
}

function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Dashboard</Trans>
    </Link>
  );
}

export function TicketNotFound() {
  return (
    <Card className="px-6 py-12 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TicketX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">
        <Trans>Ticket Not Found</Trans>
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">
        <Trans>This ticket does not exist, has been cancelled, or belongs to another account.</Trans>
      </p>
      <Link to={paths.dashboard} className={buttonClasses({ className: 'mt-6' })}>
        <Trans>Go to Dashboard</Trans>
      </Link>
    </Card>
  );
}

function TicketLoading() {
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-gray-200">
      <p role="status" className="sr-only">
        <Trans>Loading your ticket...</Trans>
      </p>
      <div aria-hidden="true" className="space-y-3 bg-night-900 px-6 py-7 sm:px-8">
        <div className="h-3 w-24 animate-pulse rounded bg-night-700" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-night-700" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-night-700" />
      </div>
      <div className="space-y-4 p-6 sm:p-8">
        <Skeleton className="mx-auto aspect-square w-full max-w-64" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * /ticket/{bookingId}: the ticket, 'Ticket Not Found' when there is none, and on any other failure the toast
 * 'Failed to load ticket' and back to the dashboard. `renderActions` adds what other features offer for the ticket
 * (the route puts the bookings feature's Cancel Booking there); `renderDetails` adds lines to the ticket's details
 * (how it was paid).
 */
export function TicketScreen({
  userId,
  bookingId,
  renderActions,
  renderDetails,
}: {
  userId: string;
  bookingId: string;
  renderActions?: (ticket: Ticket) => ReactNode;
  renderDetails?: (ticket: Ticket) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const query = useTicket(userId, bookingId);
  // The names, answers and promo code: the ticket shows without them while they load (or if they fail).
  const booking = useTicketBooking(userId, bookingId).data;
  const navigate = useNavigate();
  const failed = query.isError && !isMissing(query.error);
  const ticketId = query.data?.ticketId;

  useEffect(() => {
    if (!failed) return;
    console.error('Failed to load ticket', query.error);
    toast.error(i18n._(TICKET_LOAD_FAILED_MESSAGE), { id: 'ticket-load-failed' });
    void navigate(paths.dashboard, { replace: true });
  }, [failed, query.error, navigate, i18n]);

  return (
    <div className="mx-auto w-full max-w-xl space-y-5">
      <BackToDashboard />
      {query.isSuccess ? (
        <>
          <title>{t`Ticket ${ticketId} — TicketMela`}</title>
          <TicketCard
            ticket={query.data}
            actions={renderActions?.(query.data)}
            details={
              <>
                {booking ? <TicketHolders booking={booking} /> : null}
                {renderDetails?.(query.data)}
              </>
            }
          />
        </>
      ) : query.isError && !failed ? (
        <>
          <title>{t`Ticket Not Found — TicketMela`}</title>
          <TicketNotFound />
        </>
      ) : (
        <TicketLoading />
      )}
    </div>
  );
}
