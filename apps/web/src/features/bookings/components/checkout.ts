import type { BuyerGstDetails, Event, PaymentIntentResponse, PromoQuote } from '@ticketmela/domain';
import type { RefObject } from 'react';
import { type BookingSelection, newIdempotencyKey, sameSelection } from './booking-selection';
import type { CheckoutExtras } from './use-checkout-extras';

/** A hold the server made for this visitor, with the selection it holds. */
export interface Checkout {
  intent: PaymentIntentResponse;
  selection: BookingSelection;
  /** The GST details the hold was made with (the invoice is made out to them). */
  gstDetails?: BuyerGstDetails | undefined;
  /** The promo code and the names and answers it was made with. */
  extras?: CheckoutExtras | undefined;
  /** The selection as priced under that code (null: no code). */
  quote?: PromoQuote | null;
}

export function holdIsLive(checkout: Checkout | null, now: number): checkout is Checkout {
  return checkout !== null && Date.parse(checkout.intent.holdExpiresAt) > now;
}

/**
 * The seats this visitor holds are counted as taken by the server; while the hold lasts they are still theirs
 * to book, so the selection offers them again (after 'Back to booking details').
 */
export function withHeldSeats(event: Event, remainingSeats: number, checkout: Checkout | null) {
  if (!holdIsLive(checkout, Date.now())) return { event, remainingSeats };
  const held = checkout.selection;
  if (held.kind === 'seats') {
    return {
      event: { ...event, availableSeats: event.availableSeats + held.seats },
      remainingSeats: remainingSeats + held.seats,
    };
  }
  const heldTotal = Object.values(held.quantities).reduce((sum, quantity) => sum + quantity, 0);
  return {
    event: {
      ...event,
      availableSeats: event.availableSeats + heldTotal,
      ticketCategories: event.ticketCategories.map((category) => ({
        ...category,
        availableSeats: category.availableSeats + (held.quantities[category.name] ?? 0),
      })),
    },
    remainingSeats: remainingSeats + heldTotal,
  };
}

/** One idempotency key per attempt at one selection: a retry after a lost answer books (or holds) once. */
export interface Attempt {
  key: string;
  selection: BookingSelection;
}

/** The attempt in progress when the selection is the same; otherwise a new one with a fresh key. */
export function attemptFor(current: RefObject<Attempt | null>, selection: BookingSelection): Attempt {
  const attempt =
    current.current && sameSelection(current.current.selection, selection)
      ? current.current
      : { key: newIdempotencyKey(), selection };
  current.current = attempt;
  return attempt;
}
