import { type Event, startingPrice } from '@ticketmela/domain';
import { formatInr } from '@/lib/format';

type Priced = Pick<Event, 'hasTicketCategories' | 'ticketCategories' | 'price'>;

/** '₹499 onwards' (the lowest ticket-category price) for events with ticket categories, else the one price. */
export function priceText(event: Priced): string {
  return event.hasTicketCategories && event.ticketCategories.length > 0
    ? `${formatInr(startingPrice(event))} onwards`
    : formatInr(event.price);
}
