import { paiseToRupees } from '@ticketmela/domain';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type BookingItemRow, bookings } from '../../db/schema/bookings';
import type { PaymentSelection } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { newTicketId, signTicket } from '../../lib/ticket-qr';
import type { PaymentIntent, PaymentProvider } from '../../payment-providers/provider';
import { returnSeats, takeSeats } from '../events/inventory.service';
import { TICKET_MAIL_CTE, TICKET_MAIL_PARAMS, ticketMailValues } from '../mail/booking-mails.service';
import type { Buyer } from '../payments/buyer-session';
import { assertBuyerStandingNow } from '../payments/purchase-facts';
import { selectionSeatLines } from '../payments/selection-pricing';
import type { BookingWithRelations } from './booking.serializer';

const withRelations = {
  event: {
    columns: {
      id: true,
      title: true,
      date: true,
      city: true,
      venueName: true,
      photo: true,
      photoThumb: true,
      cancelled: true,
      dateChangedAt: true,
    },
  },
  // When the buyer committed (their seat hold): a date change after it lets them cancel in full (decision 0029).
  payment: { columns: { createdAt: true } },
  items: true,
} as const;

export async function findBookingWithRelations(
  db: DbOrTx,
  id: string,
): Promise<BookingWithRelations | undefined> {
  return (await db.query.bookings.findFirst({ where: eq(bookings.id, id), with: withRelations })) as
    | BookingWithRelations
    | undefined;
}

export async function listCancelledBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: and(eq(bookings.userId, userId), eq(bookings.cancelled, true)),
    orderBy: [desc(bookings.cancellationDate)],
    with: withRelations,
  })) as BookingWithRelations[];
}

/** A booking of this user; anyone else's booking is simply not found. */
export async function findOwnBooking(
  db: DbOrTx,
  userId: string,
  bookingId: string,
): Promise<BookingWithRelations> {
  const booking = await findBookingWithRelations(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Ticket not found');
  return booking;
}

export async function listUserBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: eq(bookings.userId, userId),
    orderBy: [desc(bookings.createdAt)],
    with: withRelations,
  })) as BookingWithRelations[];
}

/**
 * The booking of seats already taken from stock, as common table expressions for the statement that also records
 * why the seats are the buyer's (a paid hold converted, a free selection). It expects a CTE `paid` before it (the
 * payment row: id, user_id, event_id, amount_paise, selection) and writes the booking with a ticket id, the
 * HMAC-signed QR text, the price paid per seat and the event's refund policy in force now, frozen on it, one line
 * per ticket category, and the ticket mail's outbox row (TICKET_MAIL_CTE). The unique payment id keeps it to one
 * booking per payment. Its values: `bookingInsertValues`.
 */
export const BOOKING_INSERT_PARAMS = ['ticketId', 'qrSignature', ...TICKET_MAIL_PARAMS] as const;
export const BOOKING_INSERT_CTES = `
  policy as (
    select e.id, e.title, e.date, e.city, e.venue_name, e.venue_address, e.photo, e.photo_thumb, e.cancelled,
      e.refund_seven_days_or_more, e.refund_one_to_days, e.refund_less_than_day,
      case when e.use_default_refund_policy then null else e.refund_policy_description end as refund_policy_description
    from events e where e.id = (select event_id from paid)
  ),
  booking as (
    insert into bookings (ticket_id, event_id, user_id, payment_id, has_ticket_categories, total_quantity,
      price_at_booking_paise, total_amount_paise, qr_signature, refund_seven_days_or_more, refund_one_to_days,
      refund_less_than_day, refund_policy_description)
    select :ticketId, p.event_id, p.user_id, p.id, s.has_categories, s.seats,
      case when s.has_categories then 0 else p.amount_paise / s.seats end,
      p.amount_paise, :qrSignature, e.refund_seven_days_or_more, e.refund_one_to_days, e.refund_less_than_day,
      e.refund_policy_description
    from paid p cross join policy e
    cross join lateral (
      select coalesce((p.selection->>'hasTicketCategories')::boolean, false) as has_categories,
        coalesce((p.selection->>'noOfSeats')::int,
          (select sum((line->>'quantity')::int)::int from jsonb_array_elements(p.selection->'items') line)
        ) as seats
    ) s
    returning *
  ),
  items as (
    insert into booking_items (booking_id, ticket_category_id, category_name, quantity, price_per_ticket_paise,
      subtotal_paise)
    select b.id, (l.line->>'ticketCategoryId')::uuid, l.line->>'categoryName', (l.line->>'quantity')::int,
      (l.line->>'pricePerTicketPaise')::int, (l.line->>'quantity')::int * (l.line->>'pricePerTicketPaise')::int
    from booking b cross join paid p
    cross join lateral jsonb_array_elements(coalesce(p.selection->'items', '[]'::jsonb)) with ordinality as l(line, n)
    order by l.n
    returning id, booking_id, ticket_category_id, category_name, quantity, price_per_ticket_paise, subtotal_paise
  ),
  ${TICKET_MAIL_CTE}`;

/** A new ticket id, its signed QR text and the ticket mail's values, for BOOKING_INSERT_PARAMS. */
export function bookingInsertValues(
  eventId: string,
  qrSecret: string,
  now: Date,
): Record<(typeof BOOKING_INSERT_PARAMS)[number], unknown> {
  const ticketId = newTicketId();
  const qrSignature = signTicket(ticketId, eventId, qrSecret);
  return { ticketId, qrSignature, ...ticketMailValues({ ticketId, eventId, qrSignature }, now) };
}

/** The select list that answers the booking just written (from `booking b`, `policy e`): no second read. */
export const BOOKING_RESULT_COLUMNS = [
  ...Object.entries(getTableColumns(bookings)).map(([key, column]) => `b.${column.name} as "${key}"`),
  `e.id as "eventRowId"`,
  `e.title as "eventTitle"`,
  `e.date as "eventDate"`,
  `e.city as "eventCity"`,
  `e.venue_name as "eventVenueName"`,
  `e.photo as "eventPhoto"`,
  `e.photo_thumb as "eventPhotoThumb"`,
  `e.cancelled as "eventCancelled"`,
  `(select coalesce(json_agg(json_build_object('id', i.id, 'bookingId', i.booking_id,
    'ticketCategoryId', i.ticket_category_id, 'categoryName', i.category_name, 'quantity', i.quantity,
    'pricePerTicketPaise', i.price_per_ticket_paise, 'subtotalPaise', i.subtotal_paise)), '[]'::json)
    from items i) as "items"`,
].join(', ');

export interface BookingResultRow extends Omit<BookingWithRelations, 'event' | 'items'> {
  eventRowId: string;
  eventTitle: string;
  eventDate: Date;
  eventCity: string;
  eventVenueName: string;
  eventPhoto: string | null;
  eventPhotoThumb: string | null;
  eventCancelled: boolean;
  items: BookingItemRow[];
}

/** The row of BOOKING_RESULT_COLUMNS as the serializer takes it, lines in the order the buyer chose them. */
export function bookingFromResultRow(
  row: BookingResultRow,
  selection: PaymentSelection,
): BookingWithRelations {
  const {
    eventRowId,
    eventTitle,
    eventDate,
    eventCity,
    eventVenueName,
    eventPhoto,
    eventPhotoThumb,
    eventCancelled,
    items,
    ...booking
  } = row;
  const order = (selection.items ?? []).map((item) => item.ticketCategoryId);
  return {
    ...booking,
    createdAt: new Date(booking.createdAt),
    event: {
      id: eventRowId,
      title: eventTitle,
      date: new Date(eventDate),
      city: eventCity,
      venueName: eventVenueName,
      photo: eventPhoto,
      photoThumb: eventPhotoThumb,
      cancelled: eventCancelled,
    },
    items: [...items].sort(
      (a, b) => order.indexOf(a.ticketCategoryId ?? '') - order.indexOf(b.ticketCategoryId ?? ''),
    ),
  };
}

/**
 * A paid hold becomes its booking in one statement: the payment, still held, matching the intent the provider says
 * succeeded (amount, currency, event) and, on the buyer's own request, theirs and in good standing, is marked
 * converted, and the booking and its ticket mail are written (BOOKING_INSERT_CTES). Only the payment row is locked,
 * until commit.
 */
const convertHoldStatement = defineStatement<BookingResultRow & { selection: PaymentSelection }>(
  'bookings_convert_paid_hold',
  [
    'paymentId',
    'provider',
    'intentId',
    'amountPaise',
    'currency',
    'eventId',
    'buyerId',
    'tokenVersion',
    ...BOOKING_INSERT_PARAMS,
  ],
  `with paid as (
    update payments p set hold_status = 'converted', status = 'succeeded', updated_at = now()
    from users u
    where p.id = :paymentId::uuid and p.provider = :provider and p.provider_intent_id = :intentId
      and p.amount_paise = :amountPaise::int and p.currency = :currency and p.event_id = :eventId::uuid
      and p.hold_status = 'held' and p.status <> 'refunded'
      and exists (select 1 from events e where e.id = p.event_id and not e.cancelled for key share)
      and u.id = p.user_id
      and (:buyerId::uuid is null or (u.id = :buyerId::uuid and not u.is_banned and u.deleted_at is null
        and u.token_version = :tokenVersion::int))
    returning p.id, p.user_id, p.event_id, p.amount_paise, p.selection
  ),
  ${BOOKING_INSERT_CTES}
  select ${BOOKING_RESULT_COLUMNS}, p.selection from booking b cross join policy e cross join paid p`,
);

/** Where a payment that did not convert stands, its row locked (the sweeper and other requests wait). */
const paymentStateStatement = defineStatement<{
  id: string;
  userId: string;
  eventId: string;
  amountPaise: number;
  currency: string;
  status: string;
  holdStatus: string;
  selection: PaymentSelection;
  bookingId: string | null;
  eventCancelled: boolean;
}>(
  'bookings_payment_state',
  ['provider', 'intentId'],
  `select p.id, p.user_id as "userId", p.event_id as "eventId", p.amount_paise as "amountPaise", p.currency,
    p.status, p.hold_status as "holdStatus", p.selection, b.id as "bookingId", e.cancelled as "eventCancelled"
  from payments p join events e on e.id = p.event_id left join bookings b on b.payment_id = p.id
  where p.provider = :provider and p.provider_intent_id = :intentId
  for update of p`,
);

const reHoldStatement = defineStatement<{ id: string }>(
  'bookings_rehold_payment',
  ['paymentId'],
  `update payments set hold_status = 'held', updated_at = now() where id = :paymentId::uuid returning id`,
);

/** A paid payment that gets no booking: its hold given up (the caller returned its seats), the money owed back. */
const oweBackStatement = defineStatement<{ id: string }>(
  'bookings_owe_payment_back',
  ['paymentId'],
  `update payments set status = 'succeeded', hold_status = 'released', updated_at = now()
  where id = :paymentId::uuid and hold_status <> 'converted' and status <> 'refunded'
  returning id`,
);

const markRefundedStatement = defineStatement<{ id: string }>(
  'bookings_mark_payment_refunded',
  ['paymentId'],
  `update payments set status = 'refunded', updated_at = now() where id = :paymentId::uuid returning id`,
);

/**
 * Refunds in full a paid payment that got no booking, once whatever the reason (one provider idempotency key per
 * payment), and records it. A provider failure throws, leaving the payment owed back for the sweeper to retry.
 */
export async function refundPaymentWithoutBooking(
  db: DbOrTx,
  provider: PaymentProvider,
  payment: { paymentId: string; intentId: string; amountPaise: number },
): Promise<void> {
  await provider.refund({
    intentId: payment.intentId,
    amountPaise: payment.amountPaise,
    idempotencyKey: `hold-lost:${payment.paymentId}`,
  });
  await runStatement(db, markRefundedStatement, { paymentId: payment.paymentId });
}

interface PaidHold {
  provider: PaymentProvider;
  intent: PaymentIntent;
  /** Set on the buyer's own request; the provider's webhook books for whoever paid. */
  buyerId: string | null;
  /** The buyer's session's token version (decision 0028), with buyerId. */
  tokenVersion: number | null;
  qrSecret: string;
  now: Date;
}

/**
 * Creates the booking of a paid hold, or answers null when the payment is not a held hold matching the intent (and
 * the buyer). One statement: everything that must commit with a new paid booking is written by it.
 */
async function createPaidBooking(db: DbOrTx, hold: PaidHold): Promise<BookingWithRelations | null> {
  const { intent } = hold;
  const [row] = await runStatement(db, convertHoldStatement, {
    paymentId: intent.metadata.paymentId,
    provider: hold.provider.name,
    intentId: intent.id,
    amountPaise: intent.amountPaise,
    currency: intent.currency,
    eventId: intent.metadata.eventId,
    buyerId: hold.buyerId,
    tokenVersion: hold.tokenVersion,
    ...bookingInsertValues(intent.metadata.eventId!, hold.qrSecret, hold.now),
  });
  if (!row) return null;
  const { selection, ...result } = row;
  return bookingFromResultRow(result, selection);
}

type Outcome =
  | { kind: 'created'; booking: BookingWithRelations }
  | { kind: 'existing'; bookingId: string }
  | { kind: 'seats-gone'; paymentId: string; amountPaise: number }
  | { kind: 'event-cancelled'; paymentId: string; amountPaise: number };

/**
 * Turns a paid payment into its booking, exactly once. The common case is one statement, committed on its own (no
 * BEGIN and COMMIT round trips). When it converts nothing, a transaction locks and reads the payment row (so this
 * request, another one, the provider's webhook and the hold sweeper cannot act on it at once) to say why: already
 * booked (answered again), not this buyer's, refunded, its event cancelled meanwhile (refunded in full), or a hold
 * that expired before the payment completed, which takes its seats again if they are still there.
 */
async function convertPaidHold(db: Database, hold: PaidHold): Promise<Outcome> {
  const created = await createPaidBooking(db, hold);
  if (created) return { kind: 'created', booking: created };
  return db.transaction(async (tx) => {
    if (hold.buyerId)
      await assertBuyerStandingNow(tx, { id: hold.buyerId, tokenVersion: hold.tokenVersion! });
    const [payment] = await runStatement(tx, paymentStateStatement, {
      provider: hold.provider.name,
      intentId: hold.intent.id,
    });
    if (!payment || (hold.buyerId && payment.userId !== hold.buyerId)) throw notFound('Payment not found');
    const { intent } = hold;
    if (
      payment.id !== intent.metadata.paymentId ||
      payment.eventId !== intent.metadata.eventId ||
      payment.amountPaise !== intent.amountPaise ||
      payment.currency !== intent.currency
    ) {
      throw new AppError('AMOUNT_MISMATCH', 'This payment does not match the booking');
    }
    if (payment.bookingId) return { kind: 'existing', bookingId: payment.bookingId };
    const { seats, lines } = selectionSeatLines(payment.selection);
    /**
     * Paid, and no booking can be made: the payment is owed back in full. Recorded before the provider is asked (its
     * hold released, its seats returned, status 'succeeded'), so a refund that fails now is retried by the hold
     * sweeper (decision 0027) instead of being forgotten.
     */
    const oweBack = async (kind: 'seats-gone' | 'event-cancelled') => {
      if (payment.status !== 'refunded') {
        if (payment.holdStatus === 'held') await returnSeats(tx, payment.eventId, seats, lines);
        await runStatement(tx, oweBackStatement, { paymentId: payment.id });
      }
      return { kind, paymentId: payment.id, amountPaise: payment.amountPaise } as const;
    };
    if (payment.eventCancelled) return oweBack('event-cancelled');
    if (payment.status === 'refunded') return oweBack('seats-gone');
    if (payment.holdStatus === 'released') {
      // Paid for already: the seats are taken again at whatever price they have now.
      const unpriced = lines.map(({ ticketCategoryId, quantity }) => ({ ticketCategoryId, quantity }));
      if (!(await takeSeats(tx, payment.eventId, seats, unpriced))) return oweBack('seats-gone');
      await runStatement(tx, reHoldStatement, { paymentId: payment.id });
      const retaken = await createPaidBooking(tx, hold);
      if (retaken) return { kind: 'created', booking: retaken };
    }
    throw new AppError('CONFLICT', 'This payment could not be booked. Please try again.');
  });
}

/**
 * POST /api/bookings and the provider's webhook: the intent must have succeeded with the amount, currency and
 * payment it was made for. One intent makes at most one booking; asking again answers it. The provider is asked
 * before any row is locked; the booking is then (usually) one statement.
 */
export async function bookPaidIntent(
  db: Database,
  provider: PaymentProvider,
  input: { intentId: string; buyer?: Buyer; eventId?: string },
  qrSecret: string,
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const buyerId = input.buyer?.id ?? null;
  const intent = await provider.retrieveIntent(input.intentId);
  try {
    if (!intent || (buyerId && intent.metadata.userId !== buyerId)) throw notFound('Payment not found');
    if (input.eventId && input.eventId !== intent.metadata.eventId) {
      throw new AppError('VALIDATION_ERROR', 'This payment was made for another event', 'eventId');
    }
    if (intent.status !== 'succeeded') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        'The payment has not been completed. Please pay before booking.',
      );
    }
    if (!intent.metadata.paymentId || !intent.metadata.eventId) throw notFound('Payment not found');
  } catch (error) {
    // A banned or closed account hears that first, as from every other call of theirs.
    if (input.buyer) await assertBuyerStandingNow(db, input.buyer);
    throw error;
  }

  const hold: PaidHold = {
    provider,
    intent,
    buyerId,
    tokenVersion: input.buyer?.tokenVersion ?? null,
    qrSecret,
    now: new Date(),
  };
  let outcome: Outcome;
  try {
    outcome = await convertPaidHold(db, hold);
  } catch (error) {
    // A ticket id drawn twice (or a race the payment lock did not see): the unique index refused it; once more.
    if (uniqueViolation(error) === null) throw error;
    outcome = await convertPaidHold(db, hold);
  }

  if (outcome.kind === 'seats-gone' || outcome.kind === 'event-cancelled') {
    await refundPaymentWithoutBooking(db, provider, {
      paymentId: outcome.paymentId,
      intentId: intent.id,
      amountPaise: outcome.amountPaise,
    });
    const refunded = `Your payment of ₹${paiseToRupees(outcome.amountPaise)} has been refunded in full.`;
    if (outcome.kind === 'event-cancelled') {
      throw new AppError('EVENT_CANCELLED', `This event has been cancelled. ${refunded}`);
    }
    throw new AppError(
      'SOLD_OUT',
      `Your payment completed after the seats were released, and they have since sold out. ${refunded}`,
    );
  }
  if (outcome.kind === 'created') return { booking: outcome.booking, created: true };
  const booking = await findBookingWithRelations(db, outcome.bookingId);
  return { booking: booking!, created: false };
}
