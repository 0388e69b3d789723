import { Trans, useLingui } from '@lingui/react/macro';
import { type Event, paiseToRupees } from '@ticketmela/domain';
import LogIn from 'lucide-react/icons/log-in';
import Ticket from 'lucide-react/icons/ticket';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { withRestMessages } from '@/i18n/catalogs';
import { formatPrice } from '@/lib/format';
import { eventPriceLabel, priceInWords } from '@/lib/price-labels';
import { rememberReturnTo } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import type { QueuePassSlot } from './booking-flow';
import { PanelHeading } from './panel-heading';
import { PanelLoading } from './panel-loading';
import { PromoCodeField } from './promo-code-field';
import { lowestPromoPricePaise } from './promo-quote';
import { PROMO_CODE_PARAM, usePromoCode } from './use-promo-code';

// Booking, paying and 'You're Registered!' are for signed-in users only: a visitor's event page does not download
// them (with the payment form, the cancel dialog and the toasts they use). A signed-in user sees the same
// placeholder as while their bookings load.
const SignedInPanel = lazy(() => withRestMessages(import('./signed-in-booking-panel')));

function SignedOutPanel({ event }: { event: Event }) {
  const { t } = useLingui();
  const promo = usePromoCode(event._id);
  // Back here after signing in, with the code applied again.
  const here = promo.applied
    ? `${paths.event(event._id)}?${new URLSearchParams({ [PROMO_CODE_PARAM]: promo.applied.code })}`
    : paths.event(event._id);
  // '₹499 onwards', '₹299 per ticket', or just 'Free' / 'Free & paid'.
  const price = eventPriceLabel(event, (lowest) => lowest);
  const note = priceInWords(event)
    ? ''
    : event.hasTicketCategories && event.ticketCategories.length > 0
      ? t`onwards`
      : t`per ticket`;
  const promoPaise = promo.applied ? lowestPromoPricePaise(event, promo.applied) : null;
  return (
    <Card className="p-6">
      <PanelHeading icon={<Ticket aria-hidden="true" className="size-5" />}>
        <Trans>Book Tickets</Trans>
      </PanelHeading>
      {promoPaise === null ? (
        <p className="mt-4 text-gray-700">
          <span className="text-2xl font-extrabold text-gray-900">{price}</span> {note}
        </p>
      ) : (
        <p className="mt-4 text-gray-700">
          <s className="mr-2 font-semibold text-gray-600">
            <span className="sr-only">{`${t`Before the discount:`} `}</span>
            {price}
          </s>
          <span data-testid="promo-price" className="text-2xl font-extrabold text-gray-900">
            {formatPrice(paiseToRupees(promoPaise))}
          </span>{' '}
          {promoPaise === 0 ? t`with this code` : note || t`per ticket`}
        </p>
      )}
      <div className="mt-4">
        <PromoCodeField state={promo} />
      </div>
      <div className="mt-5 space-y-3">
        <p className="text-sm text-gray-700">
          <Trans>Sign in to book tickets for this event.</Trans>
        </p>
        <Link
          to={paths.login}
          state={{ from: here }}
          onClick={() => rememberReturnTo(here)}
          className={buttonClasses({ size: 'lg', fullWidth: true })}
        >
          <LogIn aria-hidden="true" className="size-5" />
          <Trans>Login to Book</Trans>
        </Link>
        <p className="text-center text-sm text-gray-700">
          <Trans>
            New to TicketMela?{' '}
            <Link
              to={paths.register}
              onClick={() => rememberReturnTo(here)}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Create an account
            </Link>
          </Trans>
        </p>
      </div>
    </Card>
  );
}

/**
 * The booking side of the event page, for an upcoming event that is not cancelled (the page shows 'Event Ended'
 * and 'Event Cancelled' itself, before this): 'Login to Book' for visitors, "You're Registered!" when the user
 * already holds a booking, otherwise the booking panel and the payment. `waitlist` (another feature's card, given by
 * the route) goes below the booking panel; `closedToBuyers` says nothing can be bought now, whatever the seat count
 * (people wait for the seats that come back), so the panel shows 'Sold Out'. While the event's waiting room is on
 * (decision 0049, another feature's, given by the route), `queueGate` stands in for 'Login to Book' and the ticket
 * selection until the user's turn, and then `queuePass` goes with the purchase.
 */
export function EventBookingSidePanel({
  event,
  waitlist = null,
  closedToBuyers = false,
  queueGate = null,
  queuePass = null,
}: {
  event: Event;
  waitlist?: ReactNode;
  closedToBuyers?: boolean;
  queueGate?: ReactNode;
  queuePass?: QueuePassSlot | null;
}) {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        {queueGate ?? <SignedOutPanel event={event} />}
        {waitlist}
      </>
    );
  }
  return (
    <Suspense fallback={<PanelLoading />}>
      <SignedInPanel
        key={user._id}
        event={event}
        userId={user._id}
        waitlist={waitlist}
        closedToBuyers={closedToBuyers}
        queueGate={queueGate}
        queuePass={queuePass}
      />
    </Suspense>
  );
}
