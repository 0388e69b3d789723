import { type PricedEvent, startingPrice } from '@ticketmela/domain';
import { formatInr, formatPrice } from './format';

/** The label of an event whose cheapest tickets are free while others are paid. */
export const FREE_AND_PAID_LABEL = 'Free & paid';

function hasCategories(event: PricedEvent): boolean {
  return event.hasTicketCategories && event.ticketCategories.length > 0;
}

/**
 * An event's price in words, for badges and panels: 'Free' when every ticket is free, 'Free & paid' when the
 * cheapest category is free but others are not, otherwise the single price, or `onwards(₹lowest)` for events
 * with ticket categories ('from ₹499 onwards', '₹499 Onwards', as each screen of the spec words it).
 */
export function eventPriceLabel(event: PricedEvent, onwards: (lowest: string) => string): string {
  if (!hasCategories(event)) return formatPrice(event.price ?? 0);
  const lowest = startingPrice(event);
  if (lowest > 0) return onwards(formatInr(lowest));
  return event.ticketCategories.every((category) => category.price === 0) ? 'Free' : FREE_AND_PAID_LABEL;
}
