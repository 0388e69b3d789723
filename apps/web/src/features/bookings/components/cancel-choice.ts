import type { Booking, CancelTicketsBody } from '@ticketmela/domain';

type BookingTicketLines = Pick<Booking, 'hasTicketCategories' | 'ticketItems' | 'totalQuantity'>;

/** Which tickets of a booking to cancel: a seat count (single price), or how many of each category line. */
export type TicketChoice =
  | { kind: 'seats'; seats: number }
  | { kind: 'lines'; quantities: Record<string, number> };

/** The category lines the holder still has (a line cancelled to nothing has no tickets left to choose). */
export function linesLeft(booking: BookingTicketLines) {
  return booking.hasTicketCategories ? booking.ticketItems.filter((item) => item.quantity > 0) : [];
}

/** The dialog's starting choice: every ticket, which is cancelling the booking. */
export function everyTicket(booking: BookingTicketLines): TicketChoice {
  const lines = linesLeft(booking);
  if (lines.length === 0) return { kind: 'seats', seats: booking.totalQuantity };
  return {
    kind: 'lines',
    quantities: Object.fromEntries(lines.map((item) => [item.categoryName, item.quantity])),
  };
}

export function chosenCount(choice: TicketChoice): number {
  if (choice.kind === 'seats') return choice.seats;
  return Object.values(choice.quantities).reduce((sum, quantity) => sum + quantity, 0);
}

export function isEveryTicket(booking: BookingTicketLines, choice: TicketChoice): boolean {
  return chosenCount(choice) >= booking.totalQuantity;
}

/**
 * The body the quote and the partial cancellation take for the choice: empty for every ticket (the quote of the
 * whole booking), else the seat count or the lines with something chosen.
 */
export function cancelTicketsBody(booking: BookingTicketLines, choice: TicketChoice): CancelTicketsBody {
  if (isEveryTicket(booking, choice)) return {};
  if (choice.kind === 'seats') return { noOfSeats: choice.seats };
  return {
    ticketItems: Object.entries(choice.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([categoryName, quantity]) => ({ categoryName, quantity })),
  };
}
