import { type DisplayText, displayText, englishOf } from './display-text';
/**
 * Promo codes (decision 0042): what a code does to a ticket's price, computed the same way by the server (which
 * alone decides what is charged) and by the web (which shows it before the buyer pays). All figures are paise.
 */
export const PROMO_KINDS = ['percent', 'amount', 'fixed_price'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** What a code does, as the server keeps it: a percentage off, paise off per ticket, or a price per ticket. */
export interface PromoTerms {
  kind: PromoKind;
  /** percent: 1-100; amount: paise off each ticket; fixed_price: paise each ticket costs. */
  value: number;
  /** The ticket categories it applies to (their names, any case); null: every ticket of the event. */
  ticketCategoryNames: string[] | null;
}

/**
 * One ticket's price under a code: a percentage off rounds the discount to the nearest paisa (half up), a flat
 * amount comes off each ticket, a fixed price replaces the list price unless the list price is lower. Never below
 * zero, never above the list price.
 */
export function discountedUnitPaise(listPaise: number, kind: PromoKind, value: number): number {
  switch (kind) {
    case 'percent':
      return Math.max(0, listPaise - Math.round((listPaise * value) / 100));
    case 'amount':
      return Math.max(0, listPaise - value);
    case 'fixed_price':
      return Math.max(0, Math.min(listPaise, value));
  }
}

export interface PromoLine {
  /** The category's name; null for a single-price event (a code limited to categories never applies to it). */
  categoryName: string | null;
  quantity: number;
  listPricePaise: number;
}

export interface DiscountedLine extends PromoLine {
  unitPaise: number;
  /** The code applies to this line (its price may still be unchanged: a fixed price above the list price). */
  applies: boolean;
}

export interface PromoQuote {
  lines: DiscountedLine[];
  listTotalPaise: number;
  totalPaise: number;
  discountPaise: number;
  /** The code applies to at least one line of the selection. */
  applies: boolean;
}

export function promoAppliesTo(terms: Pick<PromoTerms, 'ticketCategoryNames'>, categoryName: string | null) {
  if (terms.ticketCategoryNames === null) return true;
  if (categoryName === null) return false;
  const wanted = categoryName.trim().toLowerCase();
  return terms.ticketCategoryNames.some((name) => name.trim().toLowerCase() === wanted);
}

/** The selection's lines priced under a code (null: no code, every line at its list price). */
export function applyPromo(lines: PromoLine[], terms: PromoTerms | null): PromoQuote {
  const priced = lines.map((line) => {
    const applies = terms !== null && promoAppliesTo(terms, line.categoryName);
    const unitPaise = applies
      ? discountedUnitPaise(line.listPricePaise, terms.kind, terms.value)
      : line.listPricePaise;
    return { ...line, unitPaise, applies };
  });
  const listTotalPaise = priced.reduce((sum, line) => sum + line.quantity * line.listPricePaise, 0);
  const totalPaise = priced.reduce((sum, line) => sum + line.quantity * line.unitPaise, 0);
  return {
    lines: priced,
    listTotalPaise,
    totalPaise,
    discountPaise: listTotalPaise - totalPaise,
    applies: priced.some((line) => line.applies),
  };
}

/** A code as buyers type it: case-insensitive, surrounding spaces ignored. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** "20% off", "₹100 off each ticket", "₹499 a ticket", "Free tickets": a code's terms in a few words. */
export function describePromoText(kind: PromoKind, value: number): DisplayText {
  const rupees = (paise: number) =>
    `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
  if (kind === 'percent') {
    return value >= 100 ? displayText('Free tickets') : displayText('{percent}% off', { percent: value });
  }
  if (kind === 'amount') return displayText('{amount} off each ticket', { amount: rupees(value) });
  return value === 0
    ? displayText('Free tickets')
    : displayText('{amount} a ticket', { amount: rupees(value) });
}

/** describePromoText in English. */
export function describePromo(kind: PromoKind, value: number): string {
  return englishOf(describePromoText(kind, value));
}
