import { attendeeTicketSubject } from './mail-subjects';

// A read model (apps/api/architecture.json): the attendee's own ticket mail reads the buyer's account in the booking's
// statement, as TICKET_MAIL_CTE does.

/**
 * Each attendee's own ticket mail (decision 0042), queued by the statement that writes the booking, beside
 * TICKET_MAIL_CTE (whose `:ticketMailQrCode` and `:ticketMailAt` it shares): one mail per e-mail address given at
 * checkout other than the buyer's, listing the tickets named to it, with the booking's QR. It must come after the CTE
 * `attendees` (the booking_attendees rows written: position, category_name, name, email) and TICKET_MAIL_CTE's
 * `booking b` and `policy e`. The payload is the AttendeeTicketPayload, in the booking's language (the buyer's, the
 * best guess for the people they booked for); the subject is `attendeeTicketSubject` in that language with the title
 * and the buyer's name put in by `format`. A closed (anonymised) buyer's booking mails nobody.
 */
export const ATTENDEE_MAIL_PARAMS = ['attendeeMailSubject', 'attendeeMailSubjectHi'] as const;
export const ATTENDEE_MAIL_CTE = `
  attendee_mail as (
    insert into outbox_mails (kind, cause_id, recipient, order_key, subject, payload, next_attempt_at, created_at, updated_at)
    select 'attendee_ticket', b.id, m.email, 'event:' || e.id,
      format(case when b.locale = 'hi' then :attendeeMailSubjectHi else :attendeeMailSubject end, e.title, u.name),
      jsonb_build_object(
        'locale', b.locale,
        'bookingId', b.id,
        'ticketId', b.ticket_id,
        'qrCode', :ticketMailQrCode::text,
        'attendeeName', m.name,
        'buyerName', u.name,
        'event', jsonb_build_object('id', e.id, 'title', e.title,
          'date', to_char(e.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"'),
          'venueName', e.venue_name, 'venueAddress', e.venue_address, 'city', e.city),
        'tickets', m.tickets,
        'seats', b.total_quantity
      ),
      :ticketMailAt::timestamptz, :ticketMailAt::timestamptz, :ticketMailAt::timestamptz
    from booking b cross join policy e
    join users u on u.id = b.user_id and u.deleted_at is null
    cross join lateral (
      select min(a.email) as email, (array_agg(a.name order by a.position))[1] as name,
        jsonb_agg(jsonb_build_object('position', a.position, 'categoryName', a.category_name, 'name', a.name)
          order by a.position) as tickets
      from attendees a
      where a.email is not null and lower(a.email) <> lower(u.email)
      group by lower(a.email)
    ) m
    on conflict (kind, cause_id, recipient) do nothing
  )`;

/** The values of ATTENDEE_MAIL_PARAMS. */
export function attendeeMailValues(): Record<(typeof ATTENDEE_MAIL_PARAMS)[number], unknown> {
  // `format` puts the title in for %1$s and the buyer's name for %2$s, wherever the language puts them.
  return {
    attendeeMailSubject: attendeeTicketSubject('%1$s', '%2$s', 'en'),
    attendeeMailSubjectHi: attendeeTicketSubject('%1$s', '%2$s', 'hi'),
  };
}
