import type { Event } from '../schemas/event';
import { findCategoryByReference } from './category-reference';
import { isUpcomingEvent } from './event-status';
import { readMaxPrice } from './max-price';

/** The list page's filter state; every field is a string, '' meaning "not set". */
export interface EventFilters {
  search: string;
  category: string;
  date: string;
  city: string;
  price: string;
}

export const EMPTY_EVENT_FILTERS: EventFilters = { search: '', category: '', date: '', city: '', price: '' };

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The calendar day (YYYY-MM-DD) of an instant in India Standard Time. */
export function dayInIndia(date: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(new Date(date));
}

export function hasActiveFilters(filters: EventFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/**
 * The spec's combined filters: title contains search (case-insensitive), same category (named by id, name or slug),
 * same day, city exact, price at most max price (a refused one is no filter). The API applies the same semantics in
 * SQL.
 */
export function matchesEventFilters(event: Event, filters: EventFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search && !event.title.toLowerCase().includes(search)) return false;
  if (filters.category.trim()) {
    const category = event.categoryId ? { id: event.categoryId._id, name: event.categoryId.name } : null;
    if (!category || !findCategoryByReference([category], filters.category)) return false;
  }
  if (filters.date && dayInIndia(event.date) !== filters.date) return false;
  if (filters.city && event.city !== filters.city) return false;
  const maxPrice = readMaxPrice(filters.price);
  if (maxPrice.ok && maxPrice.rupees !== undefined && event.price > maxPrice.rupees) return false;
  return true;
}

/** Home and list pages show only non-cancelled events that have not started. */
export function visibleUpcomingEvents(events: Event[], now: Date): Event[] {
  return events.filter((event) => isUpcomingEvent(event, now));
}

/** Distinct non-empty cities of the loaded events, in first-seen order. */
export function distinctCities(events: Event[]): string[] {
  return [...new Set(events.map((event) => event.city.trim()).filter(Boolean))];
}

/** What price labels read: a full event or an event card (whose categories carry only their prices). */
export interface PricedEvent {
  hasTicketCategories: boolean;
  ticketCategories: readonly { price: number }[];
  price: number;
}

/** The lowest ticket-category price, or the single price: what the price badge shows. */
export function startingPrice(event: PricedEvent): number {
  if (event.hasTicketCategories && event.ticketCategories.length > 0) {
    return Math.min(...event.ticketCategories.map((category) => category.price));
  }
  return event.price ?? 0;
}
