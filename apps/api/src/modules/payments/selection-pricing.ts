import {
  type CreatePaymentIntentBody,
  isPastEvent,
  MAX_TICKETS_PER_BOOKING,
  selectionTotalPaise,
} from '@ticketmela/domain';
import type { PaymentSelection } from '../../db/schema/payments';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import type { PricedSeatLine, SeatTake } from '../events/inventory.service';
import type { EventForSale } from './purchase-facts';

export const SOLD_OUT_MESSAGE = msg(
  'Sorry, these tickets are sold out. Please choose fewer tickets or another category.',
);

/** Seats that come back go to the people waiting for them first (decision 0041). */
export const WAITLIST_FIRST_MESSAGE = msg(
  'Sorry, these tickets are sold out. People are waiting for them: join the waitlist to get the next seats that come back.',
);

export function selectionSeatLines(selection: PaymentSelection): { seats: number; lines: PricedSeatLine[] } {
  if (selection.hasTicketCategories) {
    const lines = (selection.items ?? []).map((item) => ({
      ticketCategoryId: item.ticketCategoryId,
      quantity: item.quantity,
      // The category's own price (a promo code's discount is not on the category row).
      pricePerTicketPaise: item.listPricePerTicketPaise ?? item.pricePerTicketPaise,
    }));
    return { seats: lines.reduce((sum, line) => sum + line.quantity, 0), lines };
  }
  return { seats: selection.noOfSeats ?? 0, lines: [] };
}

export interface PricedSelection {
  event: EventForSale;
  selection: PaymentSelection;
  /** What is charged: the list total less the promo code's discount. */
  totalPaise: number;
  discountPaise: number;
  /** The promo code it is priced with (payments.promo_code_id), or null. */
  promo: { id: string; code: string } | null;
  /** The seat take that holds exactly this selection at exactly these (list) prices. */
  take: SeatTake;
}

/**
 * Prices the selection from the event as the database holds it; the client's prices are never used. Refuses, in this
 * order: an unknown, cancelled or past event; a selection that does not fit the event (no tickets, an unknown
 * category, more than 10); seats already gone, or promised to people waiting for them. The seat take is still the guard against overselling: a stock figure
 * just read that is already too low only answers sooner.
 */
export function priceSelection(
  event: EventForSale | null,
  body: Omit<CreatePaymentIntentBody, 'amount'>,
  now: Date,
): PricedSelection {
  if (!event) throw notFound(msg('Event not found'));
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', msg('This event has already taken place'));

  let selection: PaymentSelection;
  if (event.hasTicketCategories) {
    if (!body.ticketItems || body.ticketItems.length === 0) {
      throw new AppError('VALIDATION_ERROR', msg('Select at least one ticket'), 'ticketItems');
    }
    const byName = new Map(
      event.ticketCategories.map((category) => [category.name.trim().toLowerCase(), category]),
    );
    const items = body.ticketItems.map((item) => {
      const category = byName.get(item.categoryName.trim().toLowerCase());
      if (!category) {
        throw new AppError(
          'VALIDATION_ERROR',
          msg('There is no ticket category "{categoryName}"', { categoryName: item.categoryName }),
          'ticketItems',
        );
      }
      if (category.waitlistWaiting) throw new AppError('SOLD_OUT', WAITLIST_FIRST_MESSAGE);
      if (category.availableSeats < item.quantity) throw new AppError('SOLD_OUT', SOLD_OUT_MESSAGE);
      return {
        ticketCategoryId: category.id,
        categoryName: category.name,
        quantity: item.quantity,
        pricePerTicketPaise: category.pricePaise,
      };
    });
    selection = { hasTicketCategories: true, items };
  } else {
    if (body.noOfSeats === undefined)
      throw new AppError('VALIDATION_ERROR', msg('Select at least one seat'), 'noOfSeats');
    selection = { hasTicketCategories: false, noOfSeats: body.noOfSeats };
  }
  const { seats, lines } = selectionSeatLines(selection);
  if (seats < 1 || seats > MAX_TICKETS_PER_BOOKING) {
    throw new AppError('VALIDATION_ERROR', msg('Maximum of 10 tickets per booking'), 'ticketItems');
  }
  if (!event.hasTicketCategories && event.waitlistWaiting)
    throw new AppError('SOLD_OUT', WAITLIST_FIRST_MESSAGE);
  if (event.availableSeats < seats) throw new AppError('SOLD_OUT', SOLD_OUT_MESSAGE);
  const totalPaise = selection.hasTicketCategories
    ? selectionTotalPaise(selection.items ?? [])
    : selectionTotalPaise([{ quantity: seats, pricePerTicketPaise: event.pricePaise }]);
  return {
    event,
    selection,
    totalPaise,
    discountPaise: 0,
    promo: null,
    take: {
      eventId: event.id,
      seats,
      lines,
      eventPricePaise: event.hasTicketCategories ? null : event.pricePaise,
      now,
    },
  };
}
