import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry, WaitlistOffer } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatIndianDateTime, formatPrice } from '@/lib/format';
import { formatEventDateTime } from '@/lib/format-dates';
import { ticketCount } from './waitlist-texts';

/** The event and the seats an offer holds: how many, of which category, at what price, until when. */
export function OfferSummary({ entry, offer }: { entry: WaitlistEntry; offer: WaitlistOffer }) {
  const { i18n } = useLingui();
  const { event } = entry;
  const asked = entry.quantity;
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold text-gray-900">
        <Link to={paths.event(event._id)} className="underline-offset-4 hover:underline">
          {event.title}
        </Link>
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm text-gray-700">
        <div className="flex items-start gap-2">
          <dt className="sr-only">
            <Trans>Date</Trans>
          </dt>
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dd>{formatEventDateTime(event.date)}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">
            <Trans>Place</Trans>
          </dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <dd>{event.location || event.city}</dd>
        </div>
      </dl>
      <dl className="mt-5 space-y-3 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-gray-200 ring-inset">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">
            <Trans>Tickets held for you</Trans>
          </dt>
          <dd className="font-semibold text-gray-900">
            {ticketCount(i18n, offer.quantity)}
            {entry.categoryName ? ` · ${entry.categoryName}` : ''}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">
            <Trans>Price per ticket</Trans>
          </dt>
          <dd className="font-semibold text-gray-900">{formatPrice(offer.pricePerTicket)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-gray-200 pt-3">
          <dt className="font-semibold text-gray-900">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-lg font-extrabold text-gray-900">{formatPrice(offer.amount)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-700">
            <Trans>Held until</Trans>
          </dt>
          <dd className="text-right font-semibold text-gray-900">{formatIndianDateTime(offer.expiresAt)}</dd>
        </div>
      </dl>
      {offer.quantity < entry.quantity ? (
        <p className="mt-3 text-sm text-gray-700">
          <Trans>
            You asked for {asked}; these are the tickets that came back, as you said you would take fewer.
          </Trans>
        </p>
      ) : null}
    </Card>
  );
}
