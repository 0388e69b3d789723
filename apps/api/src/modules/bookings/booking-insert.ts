import { getTableColumns } from 'drizzle-orm';
import { type BookingItemRow, bookings } from '../../db/schema/bookings';
import type { PaymentSelection } from '../../db/schema/payments';
import { newTicketId, signTicket } from '../../lib/ticket-qr';
import { eventBookingTerms } from '../events/event-fragments';
import { ATTENDEE_MAIL_CTE, ATTENDEE_MAIL_PARAMS, attendeeMailValues } from '../mail/attendee-mails';
import { TICKET_MAIL_CTE, TICKET_MAIL_PARAMS, ticketMailValues } from '../mail/booking-confirmed-mail';
import type { BookingAttendeeRow, BookingWithRelations } from './booking.serializer';
import { accountNameOf, promoCodeTextOf } from './booking-copies';

/**
 * The booking of seats already taken from stock, as common table expressions for the statement that also records
 * why the seats are the buyer's (a paid hold converted, a free selection). It expects a CTE `paid` before it (the
 * payment row: id, user_id, event_id, amount_paise, selection, method, method_detail, buyer_gstin, buyer_legal_name,
 * promo_code_id, discount_paise, checkout, locale; payments' CONVERT_HOLD_CTE, FREE_PAYMENT_CTE or CONVERT_FREE_HOLD_CTE) and
 * writes the booking with a ticket id, the HMAC-signed QR text, the price paid per seat and the event's refund policy
 * in force now (events' eventBookingTerms, as the CTE `policy`), frozen on it, with the language the buyer booked in
 * (the payment's `locale`, which the booking's mails are written in) and the promo code it was priced with
 * and the answers to the per-order questions; one line per ticket category; one row per ticket with its holder's
 * name and answers (decision 0042: the checkout's, or the buyer's name on each ticket of a payment made before names
 * were asked); the ticket mail's outbox row (TICKET_MAIL_CTE) and each named attendee's own (ATTENDEE_MAIL_CTE). The
 * unique payment id keeps it to one booking per payment. Its values: `bookingInsertValues`.
 */
export const BOOKING_INSERT_PARAMS = [
  'ticketId',
  'qrSignature',
  ...TICKET_MAIL_PARAMS,
  ...ATTENDEE_MAIL_PARAMS,
] as const;
export const BOOKING_INSERT_CTES = `
  policy as (
    ${eventBookingTerms('(select event_id from paid)')}
  ),
  booking as (
    insert into bookings (ticket_id, event_id, user_id, payment_id, has_ticket_categories, total_quantity,
      price_at_booking_paise, total_amount_paise, qr_signature, refund_seven_days_or_more, refund_one_to_days,
      refund_less_than_day, refund_policy_description, buyer_gstin, buyer_legal_name,
      promo_code_id, promo_code, discount_paise, order_answers, locale)
    select :ticketId, p.event_id, p.user_id, p.id, s.has_categories, s.seats,
      case when s.has_categories then 0 else p.amount_paise / s.seats end,
      p.amount_paise, :qrSignature, e.refund_seven_days_or_more, e.refund_one_to_days, e.refund_less_than_day,
      e.refund_policy_description, p.buyer_gstin, p.buyer_legal_name,
      p.promo_code_id, ${promoCodeTextOf('p.promo_code_id')}, p.discount_paise,
      coalesce(p.checkout->'orderAnswers', '[]'::jsonb), p.locale
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
  attendees as (
    insert into booking_attendees (booking_id, position, ticket_category_id, category_name, name, email, answers)
    select b.id, t.position, t.ticket_category_id, t.category_name, t.name, t.email, t.answers
    from booking b cross join paid p
    cross join lateral (
      select (a->>'position')::int as position, (a->>'ticketCategoryId')::uuid as ticket_category_id,
        a->>'categoryName' as category_name, a->>'name' as name, a->>'email' as email,
        coalesce(a->'answers', '[]'::jsonb) as answers
      from jsonb_array_elements(p.checkout->'attendees') as a
      union all
      select (row_number() over (order by l.n, k.n))::int, (l.line->>'ticketCategoryId')::uuid,
        l.line->>'categoryName', ${accountNameOf('p.user_id')}, null::text, '[]'::jsonb
      from jsonb_array_elements(case when b.has_ticket_categories then p.selection->'items'
          else jsonb_build_array(jsonb_build_object('quantity', b.total_quantity)) end) with ordinality as l(line, n)
      cross join lateral generate_series(1, (l.line->>'quantity')::int) as k(n)
      where p.checkout is null
    ) t
    returning id, booking_id, position, ticket_category_id, category_name, name, email, answers, cancelled_at
  ),
  ${TICKET_MAIL_CTE},
  ${ATTENDEE_MAIL_CTE}`;

/** A new ticket id, its signed QR text and the ticket mail's values, for BOOKING_INSERT_PARAMS. */
export function bookingInsertValues(
  eventId: string,
  qrSecret: string,
  now: Date,
): Record<(typeof BOOKING_INSERT_PARAMS)[number], unknown> {
  const ticketId = newTicketId();
  const qrSignature = signTicket(ticketId, eventId, qrSecret);
  return {
    ticketId,
    qrSignature,
    ...ticketMailValues({ ticketId, eventId, qrSignature }, now),
    ...attendeeMailValues(),
  };
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
  `(select coalesce(json_agg(json_build_object('id', a.id, 'bookingId', a.booking_id, 'position', a.position,
    'ticketCategoryId', a.ticket_category_id, 'categoryName', a.category_name, 'name', a.name, 'email', a.email,
    'answers', a.answers, 'cancelledAt', a.cancelled_at) order by a.position), '[]'::json)
    from attendees a) as "attendees"`,
].join(', ');

export interface BookingResultRow extends Omit<BookingWithRelations, 'event' | 'items' | 'attendees'> {
  eventRowId: string;
  eventTitle: string;
  eventDate: Date;
  eventCity: string;
  eventVenueName: string;
  eventPhoto: string | null;
  eventPhotoThumb: string | null;
  eventCancelled: boolean;
  items: BookingItemRow[];
  attendees: BookingAttendeeRow[];
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
