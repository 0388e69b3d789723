import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Event } from '@ticketmela/domain';
import { eventPriceLabel } from '@/lib/price-labels';

type Priced = Pick<Event, 'hasTicketCategories' | 'ticketCategories' | 'price'>;

/** '₹499 onwards' (the lowest ticket-category price) for events with ticket categories, else the one price; 'Free' for free tickets. */
export function priceText(event: Priced, i18n: I18n): string {
  return eventPriceLabel(event, (lowest) => i18n._(msg`${lowest} onwards`));
}
