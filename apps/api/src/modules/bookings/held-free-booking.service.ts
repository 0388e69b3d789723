import type { CheckoutDetails } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { Buyer } from '../payments/buyer-session';
import { checkoutOf } from '../payments/checkout-details';
import { CONVERT_FREE_HOLD_CTE, CONVERT_FREE_HOLD_PARAMS } from '../payments/payment-ctes';
import { findPaymentById } from '../payments/payment-states';
import {
  assertBuyerInGoodStanding,
  assertBuyerStandingNow,
  readPurchaseFacts,
} from '../payments/purchase-facts';
import type { BookingWithRelations } from './booking.serializer';
import { BOOKING_INSERT_CTES, BOOKING_INSERT_PARAMS, bookingInsertValues } from './booking-insert';
import { findBookingWithRelations } from './booking-reads';

/** The free hold converted with its checkout and its booking written with its mails, in one statement. */
const heldFreeBookingStatement = defineStatement<{ id: string }>(
  'held_free_booking',
  [...CONVERT_FREE_HOLD_PARAMS, ...BOOKING_INSERT_PARAMS],
  `with ${CONVERT_FREE_HOLD_CTE},
  ${BOOKING_INSERT_CTES}
  select b.id from booking b`,
);

async function bookingOfPayment(db: Database, paymentId: string) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.paymentId, paymentId));
  return row ? findBookingWithRelations(db, row.id) : undefined;
}

/**
 * Books free seats already held for the buyer (a waitlist offer of free tickets, decision 0041): the hold converted
 * and the booking written in one statement, so the seats are the buyer's exactly once, with the names on its tickets
 * and the answers to the event's questions (checked first, decision 0042). Asking again answers the booking it made.
 */
export async function bookHeldFreeSeats(
  db: Database,
  buyer: Buyer,
  paymentId: string,
  details: CheckoutDetails,
  options: { now: Date; qrSecret: string },
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const hold = await findPaymentById(db, paymentId);
  if (!hold || hold.userId !== buyer.id) throw notFound(msg('No held seats found'));
  const earlier = await bookingOfPayment(db, paymentId);
  if (earlier) return { booking: earlier, created: false };
  if (hold.amountPaise !== 0)
    throw new AppError('PAYMENT_REQUIRED', msg('These tickets are not free: pay for them.'));
  const facts = await readPurchaseFacts(db, buyer, hold.eventId);
  assertBuyerInGoodStanding(facts.buyer);
  const checkout = checkoutOf(facts.questions, hold.selection, details, facts.buyerName);
  const attempt = () =>
    runStatement(db, heldFreeBookingStatement, {
      paymentId,
      buyerId: buyer.id,
      tokenVersion: buyer.tokenVersion,
      now: options.now,
      checkout: JSON.stringify(checkout),
      ...bookingInsertValues(hold.eventId, options.qrSecret, options.now),
    });
  // A ticket id drawn twice fails the statement whole: once more, with another.
  const [row] = await attempt().catch((error: unknown) => {
    if (uniqueViolation(error) === 'bookings_ticket_id_unique') return attempt();
    throw error;
  });
  if (row) return { booking: (await findBookingWithRelations(db, row.id))!, created: true };
  // Refused: booked meanwhile by a parallel request, or the hold ran out, the event was cancelled, the buyer fell.
  const raced = await bookingOfPayment(db, paymentId);
  if (raced) return { booking: raced, created: false };
  await assertBuyerStandingNow(db, buyer);
  throw new AppError('HOLD_EXPIRED', msg('The time to take these seats has run out.'));
}
