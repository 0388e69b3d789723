import { applyPromo, normalizePromoCode, type PromoLine } from '@ticketmela/domain';
import type { PaymentSelection } from '../../db/schema/payments';
import {
  assertBuyerMayUse,
  assertPromoCodeUsable,
  notApplicableError,
} from '../promo-codes/promo-code-checks';
import type { PromoCodeFacts } from '../promo-codes/promo-code-facts';
import { promoTermsFromRow } from '../promo-codes/promo-terms';
import type { PricedSelection } from './selection-pricing';

/** The code as the purchase's read looks it up (upper() on both sides), or null when the buyer gave none. */
export function promoCodeAsked(given: string | undefined): string | null {
  return given === undefined ? null : normalizePromoCode(given);
}

/**
 * The selection priced at list prices (priceSelection), repriced with the promo code the buyer gave (decision 0042):
 * each line at the price paid (domain's applyPromo), the list price kept beside it, the total charged and the
 * discount. Without a code, unchanged. Refuses a code unknown to the event, switched off, out of its window, used up,
 * used up by this buyer, or applying to none of the chosen tickets. The seat take keeps the list prices: it checks
 * that the organizer did not change them since this read.
 */
export function withPromoCode(
  priced: PricedSelection,
  given: string | undefined,
  code: PromoCodeFacts | null,
  now: Date,
): PricedSelection {
  if (given === undefined) return priced;
  assertPromoCodeUsable(code, now);
  assertBuyerMayUse(code);
  const { event, selection } = priced;
  const terms = promoTermsFromRow(
    code,
    new Map(event.ticketCategories.map((category) => [category.id, category.name])),
  );
  const items = selection.items ?? [];
  const lines: PromoLine[] = selection.hasTicketCategories
    ? items.map((item) => ({
        categoryName: item.categoryName,
        quantity: item.quantity,
        listPricePaise: item.pricePerTicketPaise,
      }))
    : [{ categoryName: null, quantity: priced.take.seats, listPricePaise: event.pricePaise }];
  const quote = applyPromo(lines, terms);
  if (!quote.applies) throw notApplicableError();

  const paid: PaymentSelection = selection.hasTicketCategories
    ? {
        ...selection,
        items: items.map((item, index) => ({
          ...item,
          pricePerTicketPaise: quote.lines[index]!.unitPaise,
          listPricePerTicketPaise: item.pricePerTicketPaise,
        })),
        promoCode: code.code,
      }
    : {
        ...selection,
        pricePerSeatPaise: quote.lines[0]!.unitPaise,
        listPricePerSeatPaise: event.pricePaise,
        promoCode: code.code,
      };
  return {
    ...priced,
    selection: paid,
    totalPaise: quote.totalPaise,
    discountPaise: quote.discountPaise,
    promo: { id: code.id, code: code.code },
  };
}
