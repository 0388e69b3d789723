import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Info from 'lucide-react/icons/info';
import MapPin from 'lucide-react/icons/map-pin';
import Ticket from 'lucide-react/icons/ticket';
import { formatPrice } from '@/lib/format';
import { formatEventLongDate, formatEventTime } from '@/lib/format-dates';
import { detailPriceLabel } from '../price-label';
import { DetailSection } from './detail-section';

export function AboutEvent({ event }: { event: Event }) {
  const { t } = useLingui();
  const organizerName = event.organizerId.name;
  return (
    <DetailSection
      title={t`About This Event`}
      name="about-this-event"
      icon={<Info aria-hidden="true" className="size-5" />}
    >
      <p className="leading-relaxed whitespace-pre-line text-gray-800">{event.description}</p>
      <p className="mt-4 text-sm text-gray-700">
        <Trans>
          Organised by <span className="font-semibold text-gray-900">{organizerName}</span>
        </Trans>
      </p>
    </DetailSection>
  );
}

export function EventDateTime({ event }: { event: Event }) {
  const { t } = useLingui();
  const eventTime = formatEventTime(event.date);
  return (
    <DetailSection
      title={t`Date & Time`}
      name="date-time"
      icon={<CalendarDays aria-hidden="true" className="size-5" />}
    >
      <p className="text-lg font-semibold text-gray-900">
        <time dateTime={event.date}>{formatEventLongDate(event.date)}</time>
      </p>
      <p className="mt-1 text-gray-700">
        <Trans>{eventTime} India Standard Time (IST)</Trans>
      </p>
    </DetailSection>
  );
}

export function EventLocation({ event }: { event: Event }) {
  const { t } = useLingui();
  return (
    <DetailSection
      title={t`Location`}
      name="location"
      icon={<MapPin aria-hidden="true" className="size-5" />}
    >
      <address className="not-italic">
        <p className="text-lg font-semibold text-gray-900">{event.venue.name}</p>
        {event.venue.address ? <p className="mt-1 text-gray-700">{event.venue.address}</p> : null}
        <p className="mt-1 text-gray-700">{event.city}</p>
      </address>
    </DetailSection>
  );
}

export function EventFacts({ event }: { event: Event }) {
  const { t } = useLingui();
  const seatsLeft = (category: { availableSeats: number; totalSeats: number }) => {
    const available = category.availableSeats.toLocaleString('en-IN');
    const total = category.totalSeats.toLocaleString('en-IN');
    return t`${available} of ${total} seats left`;
  };
  const categories = event.hasTicketCategories ? event.ticketCategories : [];
  const facts = [
    { key: 'total', label: t`Total seats`, value: event.totalSeats.toLocaleString('en-IN') },
    { key: 'available', label: t`Available`, value: event.availableSeats.toLocaleString('en-IN') },
    { key: 'price', label: t`Price per ticket`, value: detailPriceLabel(event) },
  ];
  return (
    <DetailSection
      title={t`Event Details`}
      name="event-details"
      icon={<Ticket aria-hidden="true" className="size-5" />}
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
            <dt className="text-sm text-gray-700">{fact.label}</dt>
            <dd className="mt-1 text-xl font-bold text-gray-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {categories.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-base font-semibold text-gray-900">
            <Trans>Ticket categories</Trans>
          </h3>
          <ul className="mt-3 divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200 ring-inset">
            {categories.map((category) => (
              <li key={category._id} className="flex items-start justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900">{category.name}</p>
                  {category.description ? (
                    <p className="mt-0.5 text-sm text-gray-700">{category.description}</p>
                  ) : null}
                  <p className="mt-1 text-sm text-gray-700">
                    {category.availableSeats > 0 ? seatsLeft(category) : t`Sold Out`}
                  </p>
                </div>
                <p className="shrink-0 text-lg font-bold text-brand-800">{formatPrice(category.price)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DetailSection>
  );
}
