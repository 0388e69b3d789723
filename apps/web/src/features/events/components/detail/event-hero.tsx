import { Trans } from '@lingui/react/macro';
import type { Event } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Tag from 'lucide-react/icons/tag';
import { formatEventLongDate, formatEventTime } from '@/lib/format-dates';
import { EventPhotoPlaceholder } from '../event-photo-placeholder';
import { detailPriceLabel } from '../price-label';

/** The top of the event page: photo, badges, title, price, date and time. */
export function EventHero({ event, isPast }: { event: Event; isPast: boolean }) {
  const photo = event.photo ?? event.photoThumb;
  const eventTime = formatEventTime(event.date);
  return (
    <section
      aria-labelledby="event-title"
      className="relative isolate overflow-hidden bg-night-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-night-950 via-night-900 to-brand-950"
      />

      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-14">
        <div className="lg:order-2">
          <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-night-900 shadow-2xl ring-1 ring-white/15">
            {photo ? (
              <img
                src={photo}
                srcSet={
                  event.photo && event.photoThumb
                    ? `${event.photoThumb} 640w, ${event.photo} 1600w`
                    : undefined
                }
                sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw"
                alt={event.title}
                width={1600}
                height={900}
                fetchPriority="high"
                className="size-full object-cover"
              />
            ) : (
              <EventPhotoPlaceholder />
            )}
          </div>
        </div>

        <div className="lg:order-1">
          <div className="flex flex-wrap gap-2">
            {event.categoryId ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-night-900">
                <Tag aria-hidden="true" className="size-3.5 text-brand-700" />
                {event.categoryId.name}
              </span>
            ) : null}
            {event.cancelled ? (
              <span className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white">
                <Trans>Cancelled</Trans>
              </span>
            ) : null}
            {isPast ? (
              <span className="rounded-full bg-gray-200 px-3 py-1 text-sm font-bold text-gray-900">
                <Trans>Past Event</Trans>
              </span>
            ) : null}
          </div>
          <h1
            id="event-title"
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {event.title}
          </h1>
          <dl className="mt-6 grid gap-3 text-base text-gray-100 sm:grid-cols-2">
            <div>
              <dt className="sr-only">
                <Trans>Price</Trans>
              </dt>
              <dd className="flex items-center gap-2 font-bold text-white">
                <Tag aria-hidden="true" className="size-5 text-marigold-300" />
                {detailPriceLabel(event)}
              </dd>
            </div>
            <div>
              <dt className="sr-only">
                <Trans>Date</Trans>
              </dt>
              <dd className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 text-marigold-300" />
                <time dateTime={event.date}>{formatEventLongDate(event.date)}</time>
              </dd>
            </div>
            <div>
              <dt className="sr-only">
                <Trans>Time</Trans>
              </dt>
              <dd className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-5 text-marigold-300" />
                <Trans>{eventTime} IST</Trans>
              </dd>
            </div>
            <div>
              <dt className="sr-only">
                <Trans>City</Trans>
              </dt>
              <dd className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-5 text-marigold-300" />
                {event.city}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
