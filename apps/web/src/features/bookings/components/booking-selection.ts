import {
  type CreateBookingBody,
  type CreatePaymentIntentBody,
  type Event,
  type FreeBookingBody,
  isCategorySoldOut,
  MAX_TICKETS_PER_BOOKING,
  type PromoQuote,
  paiseToRupees,
  rupeesToPaise,
  selectionTotalPaise,
  type TicketQuantities,
} from '@ticketmela/domain';

/** What the visitor is buying: quantities per ticket category, or a seat count of a single-price event. */
export type BookingSelection =
  | { kind: 'categories'; quantities: TicketQuantities }
  | { kind: 'seats'; seats: number };

export interface SelectedLine {
  categoryName: string;
  quantity: number;
  pricePerTicketPaise: number;
  subtotalPaise: number;
}

export interface SelectionSummary {
  /** Ticket lines of a category event (empty for a single-price event). */
  lines: SelectedLine[];
  /** Tickets or seats selected. */
  quantity: number;
  totalPaise: number;
}

export function initialSelection(event: Event): BookingSelection {
  return event.hasTicketCategories ? { kind: 'categories', quantities: {} } : { kind: 'seats', seats: 1 };
}

/** Sold out: every ticket category is, or a single-price event has no seat left. */
export function isEventSoldOut(event: Event, remainingSeats: number): boolean {
  if (event.hasTicketCategories) {
    return (
      event.ticketCategories.length === 0 ||
      event.ticketCategories.every((category) => isCategorySoldOut(category.availableSeats))
    );
  }
  return remainingSeats <= 0;
}

/**
 * The selection cut down to what is on sale now: availability can drop while the page is open (a refetch after
 * someone else bought), and a category may have been renamed or removed.
 */
export function normalizeSelection(
  event: Event,
  selection: BookingSelection,
  remainingSeats: number,
): BookingSelection {
  if (event.hasTicketCategories) {
    if (selection.kind !== 'categories') return initialSelection(event);
    const quantities: TicketQuantities = {};
    let total = 0;
    for (const category of event.ticketCategories) {
      const wanted = selection.quantities[category.name] ?? 0;
      const quantity = Math.max(
        0,
        Math.min(wanted, category.availableSeats, MAX_TICKETS_PER_BOOKING - total),
      );
      if (quantity > 0) {
        quantities[category.name] = quantity;
        total += quantity;
      }
    }
    return { kind: 'categories', quantities };
  }
  if (selection.kind !== 'seats') return initialSelection(event);
  const max = Math.max(0, Math.min(MAX_TICKETS_PER_BOOKING, remainingSeats));
  return { kind: 'seats', seats: max === 0 ? 0 : Math.min(Math.max(selection.seats, 1), max) };
}

/** Lines and total of a selection, in integer paise (prices converted once with rupeesToPaise). */
export function summarizeSelection(event: Event, selection: BookingSelection): SelectionSummary {
  if (selection.kind === 'categories') {
    const lines: SelectedLine[] = [];
    for (const category of event.ticketCategories) {
      const quantity = selection.quantities[category.name] ?? 0;
      if (quantity <= 0) continue;
      const pricePerTicketPaise = rupeesToPaise(category.price);
      lines.push({
        categoryName: category.name,
        quantity,
        pricePerTicketPaise,
        subtotalPaise: selectionTotalPaise([{ quantity, pricePerTicketPaise }]),
      });
    }
    return {
      lines,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalPaise: selectionTotalPaise(lines),
    };
  }
  const seats = Math.max(0, selection.seats);
  return {
    lines: [],
    quantity: seats,
    totalPaise: selectionTotalPaise([{ quantity: seats, pricePerTicketPaise: rupeesToPaise(event.price) }]),
  };
}

/** Body of POST /payments/create-payment-intent; `amount` is the total in rupees. */
export function paymentIntentBody(event: Event, selection: BookingSelection): CreatePaymentIntentBody {
  const summary = summarizeSelection(event, selection);
  const amount = paiseToRupees(summary.totalPaise);
  if (selection.kind === 'categories') {
    return {
      eventId: event._id,
      hasTicketCategories: true,
      ticketItems: summary.lines.map((line) => ({
        categoryName: line.categoryName,
        quantity: line.quantity,
      })),
      amount,
    };
  }
  return { eventId: event._id, noOfSeats: summary.quantity, amount };
}

/** Body of POST /bookings, as the spec lists it for plain and for category events. */
export function bookingBody(
  event: Event,
  selection: BookingSelection,
  paymentIntentId: string,
  /** The selection priced under the promo code it was paid with: the lines carry what was paid. */
  promo: PromoQuote | null = null,
): CreateBookingBody {
  const summary = summarizeSelection(event, selection);
  if (selection.kind === 'categories') {
    const unitPaise = (line: SelectedLine) =>
      promo?.lines.find((priced) => priced.categoryName === line.categoryName)?.unitPaise ??
      line.pricePerTicketPaise;
    return {
      eventId: event._id,
      hasTicketCategories: true,
      ticketItems: summary.lines.map((line) => ({
        categoryName: line.categoryName,
        quantity: line.quantity,
        pricePerTicket: paiseToRupees(unitPaise(line)),
        subtotal: paiseToRupees(unitPaise(line) * line.quantity),
      })),
      totalQuantity: summary.quantity,
      totalAmount: paiseToRupees(promo ? promo.totalPaise : summary.totalPaise),
      paymentIntentId,
    };
  }
  return { eventId: event._id, noOfSeats: summary.quantity, paymentIntentId };
}

export function sameSelection(a: BookingSelection, b: BookingSelection): boolean {
  if (a.kind === 'seats' || b.kind === 'seats') {
    return a.kind === 'seats' && b.kind === 'seats' && a.seats === b.seats;
  }
  const names = new Set([...Object.keys(a.quantities), ...Object.keys(b.quantities)]);
  return [...names].every((name) => (a.quantities[name] ?? 0) === (b.quantities[name] ?? 0));
}

/** Body of POST /bookings/free: the selection (the server prices it and refuses it unless it is free). */
export function freeBookingBody(
  event: Event,
  selection: BookingSelection,
  idempotencyKey: string,
): FreeBookingBody {
  const { amount: _amount, ...body } = paymentIntentBody(event, selection);
  return { ...body, idempotencyKey };
}

/** A random UUID (v4) for an idempotency key; crypto.randomUUID exists only on secure (https) pages. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
