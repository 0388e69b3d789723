import { t } from '@lingui/core/macro';
import { type PricedEvent, startingPrice } from '@ticketmela/domain';
import { formatInr, formatPrice } from './format';

/**
 * The label of an event whose cheapest tickets are free while others are paid, in English; eventPriceLabel gives it
 * in the page's language (compare with priceInWords, not with this).
 */
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
  return event.ticketCategories.every((category) => category.price === 0) ? t`Free` : t`Free & paid`;
}

/** Whether eventPriceLabel says the price in words ('Free', 'Free & paid') rather than as an amount. */
export function priceInWords(event: PricedEvent): boolean {
  if (hasCategories(event)) return !(startingPrice(event) > 0);
  const price = event.price;
  return !(typeof price === 'number' && Number.isFinite(price) && price !== 0);
}
