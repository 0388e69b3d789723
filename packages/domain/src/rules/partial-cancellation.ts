import type { CancelTicketsBody } from '../schemas/booking';

// Which tickets of a booking a partial cancellation takes (decision 0041): a seat count of a single-price booking,
// or some of each category line of a category booking, never more than it holds. The API cancels by it and the web's
// cancel dialog checks a choice with it before asking the server for the refund.

/** A booking's tickets as they stand: its category lines (none for a single-price booking) and its seats. */
export interface BookedTickets {
  hasTicketCategories: boolean;
  totalQuantity: number;
  totalAmountPaise: number;
  /** Paise per seat of a single-price booking. */
  pricePerSeatPaise: number;
  lines: { categoryName: string; quantity: number; pricePerTicketPaise: number }[];
}

/** The part of a booking a choice cancels. */
export interface TicketsToCancel {
  quantity: number;
  remainingQuantity: number;
  /** Every ticket: that is cancelling the booking itself. */
  wholeBooking: boolean;
  /** The category lines cancelled, named as the booking names them ([] for a single-price booking). */
  lines: { categoryName: string; quantity: number; pricePerTicketPaise: number }[];
  /** What the cancelled tickets cost. */
  valuePaise: number;
}

/** Why a choice cannot be cancelled: the body's field it is about and what to tell the person. */
export interface CancelChoiceRefusal {
  field: 'noOfSeats' | 'ticketItems';
  message: string;
}

export const CANCEL_EVERY_TICKET_MESSAGE = 'That is every ticket of this booking: cancel the booking instead';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const tickets = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`;

function seatsToCancel(booking: BookedTickets, seats: number): TicketsToCancel | CancelChoiceRefusal {
  if (seats > booking.totalQuantity)
    return { field: 'noOfSeats', message: `This booking has only ${tickets(booking.totalQuantity)}` };
  const wholeBooking = seats === booking.totalQuantity;
  return {
    quantity: seats,
    remainingQuantity: booking.totalQuantity - seats,
    wholeBooking,
    lines: [],
    valuePaise: wholeBooking
      ? booking.totalAmountPaise
      : Math.min(seats * booking.pricePerSeatPaise, booking.totalAmountPaise),
  };
}

function linesToCancel(
  booking: BookedTickets,
  chosen: NonNullable<CancelTicketsBody['ticketItems']>,
): TicketsToCancel | CancelChoiceRefusal {
  const lines: TicketsToCancel['lines'] = [];
  for (const choice of chosen) {
    const line = booking.lines.find((candidate) => sameName(candidate.categoryName, choice.categoryName));
    if (!line)
      return { field: 'ticketItems', message: `This booking has no ${choice.categoryName.trim()} tickets` };
    if (lines.some((taken) => taken.categoryName === line.categoryName))
      return { field: 'ticketItems', message: 'Each ticket category may appear once' };
    if (choice.quantity > line.quantity)
      return {
        field: 'ticketItems',
        message: `This booking has only ${tickets(line.quantity)} of ${line.categoryName}`,
      };
    lines.push({ ...line, quantity: choice.quantity });
  }
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const wholeBooking = quantity === booking.totalQuantity;
  return {
    quantity,
    remainingQuantity: booking.totalQuantity - quantity,
    wholeBooking,
    lines,
    valuePaise: wholeBooking
      ? booking.totalAmountPaise
      : lines.reduce((sum, line) => sum + line.quantity * line.pricePerTicketPaise, 0),
  };
}

/**
 * The tickets a choice cancels, or why it cannot: a seat count only for a single-price booking, category lines only
 * for a category booking, each within what the booking holds. No choice at all is the whole booking (the quote's
 * empty body).
 */
export function ticketsToCancel(
  booking: BookedTickets,
  choice: CancelTicketsBody,
): TicketsToCancel | CancelChoiceRefusal {
  if (choice.ticketItems) {
    if (!booking.hasTicketCategories)
      return {
        field: 'ticketItems',
        message: 'This booking has no ticket categories: choose how many seats to cancel',
      };
    return linesToCancel(booking, choice.ticketItems);
  }
  if (choice.noOfSeats !== undefined) {
    if (booking.hasTicketCategories)
      return { field: 'noOfSeats', message: 'Choose how many tickets of each category to cancel' };
    return seatsToCancel(booking, choice.noOfSeats);
  }
  return booking.hasTicketCategories
    ? linesToCancel(booking, booking.lines)
    : seatsToCancel(booking, booking.totalQuantity);
}

export function isCancelChoiceRefusal(
  result: TicketsToCancel | CancelChoiceRefusal,
): result is CancelChoiceRefusal {
  return 'message' in result;
}
