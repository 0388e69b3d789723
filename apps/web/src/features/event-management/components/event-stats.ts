import { t } from '@lingui/core/macro';
import { type Event, isPastEvent } from '@ticketmela/domain';
import { eventPriceLabel } from '@/lib/price-labels';

/** Upcoming (date now or later, cancelled ones included: they show a badge) and past (most recent first). */
export function splitEventsByDate(events: Event[], now: Date): { upcoming: Event[]; past: Event[] } {
  const upcoming: Event[] = [];
  const past: Event[] = [];
  for (const event of events) (isPastEvent(event.date, now) ? past : upcoming).push(event);
  const time = (event: Event) => new Date(event.date).getTime();
  upcoming.sort((a, b) => time(a) - time(b));
  past.sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}

/** Occupancy in percent: booked seats over capacity, rounded (0 when there is no capacity). */
export function occupancyPercent(booked: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((booked / capacity) * 100)));
}

/** 'Event Sold Out': no seat left of a capacity above zero. */
export function isSoldOut(event: Pick<Event, 'availableSeats' | 'totalSeats'>): boolean {
  return event.availableSeats === 0 && event.totalSeats > 0;
}

/**
 * '₹499 onwards' for events with ticket categories, else the single price ('Free' when nothing is paid). Called while
 * a component that uses `useLingui()` renders, so it follows a change of language.
 */
export function organizerPriceLabel(
  event: Pick<Event, 'hasTicketCategories' | 'ticketCategories' | 'price'>,
) {
  return eventPriceLabel(event, (lowest) => t`${lowest} onwards`);
}

export interface DashboardTotals {
  total: number;
  /** Not cancelled, date now or later. */
  activeUpcoming: number;
  cancelled: number;
  /** Seats booked (or held by a payment in progress) over every event that is not cancelled. */
  seatsBooked: number;
}

/** The dashboard's summary of the organizer's events. */
export function dashboardTotals(events: Event[], now: Date): DashboardTotals {
  const totals: DashboardTotals = { total: events.length, activeUpcoming: 0, cancelled: 0, seatsBooked: 0 };
  for (const event of events) {
    if (event.cancelled) {
      totals.cancelled += 1;
      continue;
    }
    if (!isPastEvent(event.date, now)) totals.activeUpcoming += 1;
    totals.seatsBooked += event.totalBooked;
  }
  return totals;
}
