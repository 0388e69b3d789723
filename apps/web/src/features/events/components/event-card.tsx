import { Trans, useLingui } from '@lingui/react/macro';
import type { EventCard as EventCardData } from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatEventCardDate } from '@/lib/format';
import { EventPhotoPlaceholder } from './event-photo-placeholder';
import { featuredPriceLabel, listPriceLabel } from './price-label';

export interface EventCardProps {
  /** A full event (home) or a card-sized one (the paged list). */
  event: EventCardData;
  /** 'featured' (home): a Featured badge and 'from ₹X onwards'; 'list': the category and '₹X onwards'. */
  variant: 'featured' | 'list';
  /** The first cards of a grid may be the largest image on screen: load them at once. */
  priority?: boolean;
}

/** One event in a grid: photo, badges, title, date, description, venue and the link to its page. */
export function EventCard({ event, variant, priority = false }: EventCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const price = variant === 'featured' ? featuredPriceLabel(event) : listPriceLabel(event);
  const topLabel = variant === 'featured' ? t`Featured` : event.categoryId?.name;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow duration-300 hover:shadow-xl">
      <div className="relative aspect-[16/9] overflow-hidden bg-night-100">
        {event.photoThumb || event.photo ? (
          <img
            src={event.photoThumb ?? event.photo ?? undefined}
            alt=""
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <EventPhotoPlaceholder />
        )}
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
          {topLabel ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-night-900 shadow-sm">
              {variant === 'featured' ? (
                <Sparkles aria-hidden="true" className="size-3.5 text-brand-700" />
              ) : null}
              {topLabel}
            </span>
          ) : (
            <span />
          )}
          <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
            {price}
          </span>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h3 id={titleId} className="line-clamp-2 text-lg leading-snug font-bold text-gray-900">
          {event.title}
        </h3>
        <p className="mt-2 flex items-start gap-2 text-sm font-medium text-brand-800">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <time dateTime={event.date}>{formatEventCardDate(event.date)}</time>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-gray-700">{event.description}</p>
        <p className="mt-3 flex items-start gap-2 text-sm text-gray-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <span className="min-w-0">
            <span className="font-medium text-gray-900">{event.venue.name}</span>
            {event.city ? <span>, {event.city}</span> : null}
          </span>
        </p>
        <div className="mt-auto pt-5">
          <Link
            to={paths.event(event._id)}
            aria-describedby={titleId}
            className={buttonClasses({ fullWidth: true })}
          >
            <Trans>View Details &amp; Book</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The grey stand-in for an event card while events load; hidden from assistive technology. */
export function EventCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="aspect-[16/9] animate-pulse bg-gray-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-full animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-gray-200" />
        <div className="mt-3 h-11 w-full animate-pulse rounded-xl bg-gray-200" />
      </div>
    </div>
  );
}
