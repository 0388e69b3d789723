import {
  applyPromo,
  describePromoText,
  discountedUnitPaise,
  type Event,
  type PromoCodeLookup,
  type PromoQuote,
  type PromoTerms,
  promoAppliesTo,
  rupeesToPaise,
} from '@ticketmela/domain';
import { domainText } from '@/i18n/domain-text';
import type { SelectionSummary } from './booking-selection';

/** A looked-up code's terms as applyPromo takes them: its rupee amounts in paise. */
export function promoTerms(lookup: PromoCodeLookup): PromoTerms {
  return {
    kind: lookup.kind,
    value: lookup.kind === 'percent' ? lookup.value : rupeesToPaise(lookup.value),
    ticketCategoryNames: lookup.ticketCategoryNames,
  };
}

/** "20% off", "₹100 off each ticket", "Free tickets", in the current language. */
export function promoDescription(lookup: PromoCodeLookup): string {
  const terms = promoTerms(lookup);
  return domainText(describePromoText(terms.kind, terms.value));
}

/** The selection priced under the code (null: no code), exactly as the server will price it. */
export function quoteSelection(
  event: Event,
  summary: SelectionSummary,
  lookup: PromoCodeLookup | null,
): PromoQuote {
  const lines =
    summary.lines.length > 0
      ? summary.lines.map((line) => ({
          categoryName: line.categoryName,
          quantity: line.quantity,
          listPricePaise: line.pricePerTicketPaise,
        }))
      : [{ categoryName: null, quantity: summary.quantity, listPricePaise: rupeesToPaise(event.price) }];
  return applyPromo(
    lines.filter((line) => line.quantity > 0),
    lookup ? promoTerms(lookup) : null,
  );
}

/** The lowest ticket price under the code, for a visitor's "from" price; null when it lowers none. */
export function lowestPromoPricePaise(event: Event, lookup: PromoCodeLookup): number | null {
  const terms = promoTerms(lookup);
  const tickets =
    event.hasTicketCategories && event.ticketCategories.length > 0
      ? event.ticketCategories.map((category) => ({ name: category.name, price: category.price }))
      : [{ name: null, price: event.price }];
  const lowered = tickets
    .filter((ticket) => promoAppliesTo(terms, ticket.name))
    .map((ticket) => ({
      list: rupeesToPaise(ticket.price),
      unit: discountedUnitPaise(rupeesToPaise(ticket.price), terms.kind, terms.value),
    }))
    .filter((ticket) => ticket.unit < ticket.list);
  if (lowered.length === 0) return null;
  const lowestList = Math.min(...tickets.map((ticket) => rupeesToPaise(ticket.price)));
  const lowest = Math.min(lowestList, ...lowered.map((ticket) => ticket.unit));
  return lowest < lowestList ? lowest : null;
}
