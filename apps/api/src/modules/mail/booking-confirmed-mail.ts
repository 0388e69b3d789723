import { ticketQrPayload } from '../../lib/ticket-qr';
import { bookingConfirmedSubject } from './mail-subjects';

/**
 * The ticket by e-mail, queued by the very statement that writes the booking (decision 0021): it exists exactly
 * when the booking does, and costs the purchase no round trip of its own. A common table expression for that
 * statement, which must have the CTEs `booking b` (the row written, with its `locale`), `policy e` (its event) and
 * `paid p` (its payment row, with the buyer's `selection`, and the `method` and `method_detail` it was paid by, null
 * for a free booking) before it. A closed (anonymised) account gets no mail. The payload is the
 * BookingConfirmedPayload, in the booking's language, lines in the order the buyer chose them, its `method` null when
 * the payment's is, the event's date as the ISO text `Date.toISOString` writes (its colons quoted, as `:name` would be
 * a statement parameter); the subject is `bookingConfirmedSubject` in that language with the title put in by
 * `format`; the order key is `eventOrderKey`'s.
 */
export const TICKET_MAIL_PARAMS = [
  'ticketMailQrCode',
  'ticketMailSubject',
  'ticketMailSubjectHi',
  'ticketMailAt',
] as const;
export const TICKET_MAIL_CTE = `
  ticket_mail as (
    insert into outbox_mails (kind, cause_id, recipient, order_key, subject, payload, next_attempt_at, created_at, updated_at)
    select 'booking_confirmed', b.id, u.email, 'event:' || e.id,
      format(case when b.locale = 'hi' then :ticketMailSubjectHi else :ticketMailSubject end, e.title),
      jsonb_build_object(
        'locale', b.locale,
        'bookingId', b.id,
        'ticketId', b.ticket_id,
        'qrCode', :ticketMailQrCode::text,
        'attendeeName', u.name,
        'event', jsonb_build_object('id', e.id, 'title', e.title,
          'date', to_char(e.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"'),
          'venueName', e.venue_name, 'venueAddress', e.venue_address, 'city', e.city),
        'seats', b.total_quantity,
        'lines', (select coalesce(jsonb_agg(jsonb_build_object(
            'categoryName', l.line->>'categoryName',
            'quantity', (l.line->>'quantity')::int,
            'pricePerTicketPaise', (l.line->>'pricePerTicketPaise')::int,
            'subtotalPaise', (l.line->>'quantity')::int * (l.line->>'pricePerTicketPaise')::int) order by l.n),
          '[]'::jsonb)
          from jsonb_array_elements(coalesce(p.selection->'items', '[]'::jsonb)) with ordinality as l(line, n)),
        'pricePerSeatPaise', b.price_at_booking_paise,
        'totalAmountPaise', b.total_amount_paise,
        'refundPolicy', jsonb_build_object('sevenDaysOrMore', b.refund_seven_days_or_more,
          'oneToDays', b.refund_one_to_days, 'lessThanDay', b.refund_less_than_day,
          'description', b.refund_policy_description),
        'method', case when p.method is null then null
          else jsonb_build_object('kind', p.method, 'detail', p.method_detail) end
      ),
      :ticketMailAt::timestamptz, :ticketMailAt::timestamptz, :ticketMailAt::timestamptz
    from booking b cross join policy e cross join paid p
    join users u on u.id = b.user_id and u.deleted_at is null
    on conflict (kind, cause_id, recipient) do nothing
  )`;

/** The values of TICKET_MAIL_PARAMS for a booking about to be written. */
export function ticketMailValues(
  ticket: { ticketId: string; eventId: string; qrSignature: string },
  now: Date,
): Record<(typeof TICKET_MAIL_PARAMS)[number], unknown> {
  return {
    ticketMailQrCode: ticketQrPayload(ticket.ticketId, ticket.eventId, ticket.qrSignature),
    // `format` puts the title in for %s; a ticket id is letters and digits only, so it holds no % of its own.
    ticketMailSubject: bookingConfirmedSubject('%s', ticket.ticketId, 'en'),
    ticketMailSubjectHi: bookingConfirmedSubject('%s', ticket.ticketId, 'hi'),
    ticketMailAt: now,
  };
}
