import type { Event } from '@ticketmela/domain';
import { eventPriceLabel } from '@/lib/price-labels';

type Priced = Pick<Event, 'hasTicketCategories' | 'ticketCategories' | 'price'>;

/** '₹499 onwards' (the lowest ticket-category price) for events with ticket categories, else the one price; 'Free' for free tickets. */
export function priceText(event: Priced): string {
  return eventPriceLabel(event, (lowest) => `${lowest} onwards`);
}
