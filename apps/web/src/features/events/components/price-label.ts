import { t } from '@lingui/core/macro';
import type { PricedEvent } from '@ticketmela/domain';
import { eventPriceLabel } from '@/lib/price-labels';

/** Home's price badge: 'from ₹499 onwards' for events with ticket categories, else the single price ('Free' for 0). */
export function featuredPriceLabel(event: PricedEvent): string {
  return eventPriceLabel(event, (lowest) => t`from ${lowest} onwards`);
}

/** The event list's price: '₹499 onwards' for events with ticket categories, else the single price ('Free' for 0). */
export function listPriceLabel(event: PricedEvent): string {
  return eventPriceLabel(event, (lowest) => t`${lowest} onwards`);
}

/** Event detail's price per ticket: '₹499 Onwards' for events with ticket categories, else the single price. */
export function detailPriceLabel(event: PricedEvent): string {
  return eventPriceLabel(event, (lowest) => t`${lowest} Onwards`);
}
