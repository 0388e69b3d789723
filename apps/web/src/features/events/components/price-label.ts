import { type Event, startingPrice } from '@ticketmela/domain';
import { formatInr } from '@/lib/format';

type Priced = Pick<Event, 'hasTicketCategories' | 'ticketCategories' | 'price'>;

function hasCategories(event: Priced): boolean {
  return event.hasTicketCategories && event.ticketCategories.length > 0;
}

/** Home's price badge: 'from ₹499 onwards' for events with ticket categories, else the single price. */
export function featuredPriceLabel(event: Priced): string {
  return hasCategories(event)
    ? `from ${formatInr(startingPrice(event))} onwards`
    : formatInr(event.price ?? 0);
}

/** The event list's price: '₹499 onwards' for events with ticket categories, else the single price. */
export function listPriceLabel(event: Priced): string {
  return hasCategories(event) ? `${formatInr(startingPrice(event))} onwards` : formatInr(event.price ?? 0);
}

/** Event detail's price per ticket: '₹499 Onwards' for events with ticket categories, else the single price. */
export function detailPriceLabel(event: Priced): string {
  return hasCategories(event) ? `${formatInr(startingPrice(event))} Onwards` : formatInr(event.price ?? 0);
}
