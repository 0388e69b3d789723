import { type DisplayText, displayText, englishOf } from './display-text';
/** At most this many tickets in one booking, across all categories. */
export const MAX_TICKETS_PER_BOOKING = 10;
/** From this many selected tickets the booking panel warns that the limit is near. */
export const TICKET_WARNING_FROM = 8;

export const MAX_TICKETS_MESSAGE =
  'Maximum of 10 tickets per booking reached. Remove some tickets to select different categories.';

/** Quantity per category name; a category missing from the map has 0 selected. */
export type TicketQuantities = Record<string, number>;

export function totalSelected(quantities: TicketQuantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + Math.max(quantity, 0), 0);
}

/**
 * The quantities a category's select offers: 0 up to the smaller of its available seats and what
 * the 10-ticket allowance leaves after the other categories' selections.
 */
export function categoryQuantityOptions(
  categoryName: string,
  availableSeats: number,
  quantities: TicketQuantities,
): number[] {
  const selectedElsewhere = totalSelected(quantities) - (quantities[categoryName] ?? 0);
  const max = Math.max(0, Math.min(availableSeats, MAX_TICKETS_PER_BOOKING - selectedElsewhere));
  return Array.from({ length: max + 1 }, (_, quantity) => quantity);
}

export function isCategorySoldOut(availableSeats: number): boolean {
  return availableSeats <= 0;
}

/** What the panel says about the allowance: nothing below 8, '(N remaining)' at 7-9, the limit at 10. */
export function selectionAllowance(total: number): {
  showWarning: boolean;
  remainingLabel: string | null;
  remainingText: DisplayText | null;
  limitMessage: string | null;
} {
  const remaining = MAX_TICKETS_PER_BOOKING - total;
  const remainingText =
    total >= 7 && total <= 9 ? displayText('({remaining} remaining)', { remaining }) : null;
  return {
    showWarning: total >= TICKET_WARNING_FROM,
    remainingLabel: remainingText ? englishOf(remainingText) : null,
    remainingText,
    limitMessage: total >= MAX_TICKETS_PER_BOOKING ? MAX_TICKETS_MESSAGE : null,
  };
}

/** Seat counts a single-price event offers: 1 up to the smaller of 10 and the seats remaining. */
export function singlePriceSeatOptions(remainingSeats: number): number[] {
  const max = Math.max(0, Math.min(MAX_TICKETS_PER_BOOKING, remainingSeats));
  return Array.from({ length: max }, (_, index) => index + 1);
}

export interface PricedLine {
  quantity: number;
  pricePerTicketPaise: number;
}

/** The total of a selection in paise (integers only, so no rounding drift). */
export function selectionTotalPaise(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.pricePerTicketPaise, 0);
}
