import type { Answer, TicketHolder } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import type { AttendeeRow } from './check-in.serializer';

/** A ticket line with the category it was bought from (null when that category was since removed). */
export interface TicketLine {
  ticketCategoryId: string | null;
  categoryName: string;
  quantity: number;
}

/** The event an attendee list is of, with its ticket categories in their order. */
export interface AttendeeListEvent {
  id: string;
  title: string;
  date: Date;
  cancelled: boolean;
  totalSeats: number;
  organizerId: string;
  ticketCategories: { id: string; name: string; totalSeats: number }[];
}

const attendeeListEvent = defineStatement<AttendeeListEvent, 'eventId'>(
  'attendee_list_event',
  ['eventId'],
  `select e.id, e.title, e.date, e.cancelled, e.total_seats as "totalSeats", e.organizer_id as "organizerId",
     coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'totalSeats', c.total_seats)
                               order by c.position)
               from ticket_categories c where c.event_id = e.id), '[]'::json) as "ticketCategories"
   from events e where e.id = :eventId::uuid`,
);

export async function readAttendeeListEvent(
  db: DbOrTx,
  eventId: string,
): Promise<AttendeeListEvent | undefined> {
  const [event] = await runStatement(db, attendeeListEvent, { eventId });
  return event;
}

type PageRow = Omit<AttendeeRow, 'attendee' | 'verifier'> & {
  /** The booking time in microseconds since 1970, for the next page's cursor (finer than a Date). */
  createdMicros: string;
  attendeeId: string;
  attendeeName: string;
  attendeeEmail: string;
  verifierId: string | null;
  verifierName: string | null;
  tickets: TicketHolder[];
  orderAnswers: Answer[];
  lines: TicketLine[];
};

/**
 * A page of an event's bookings, newest first, each with its buyer, who checked it in, the later admissions doors
 * reported, its tickets with holders and answers, and its ticket lines: one statement, read in the order of
 * bookings_event_created_idx from the cursor on (decision 0046).
 */
const pageText = (afterCursor: boolean) => `
  select b.id, b.ticket_id as "ticketId", b.total_quantity as "totalQuantity",
    b.has_ticket_categories as "hasTicketCategories", b.total_amount_paise as "totalAmountPaise", b.verified,
    b.verified_at as "verifiedAt", b.verify_method as "verifyMethod", b.cancelled, b.created_at as "createdAt",
    (extract(epoch from b.created_at) * 1000000)::bigint::text as "createdMicros",
    (select count(*)::int from door_scans s where s.booking_id = b.id and s.outcome = 'double_entry') as "doubleEntries",
    coalesce((select json_agg(json_build_object('position', a.position, 'categoryName', a.category_name,
                'name', a.name, 'email', a.email, 'answers', a.answers, 'cancelled', a.cancelled_at is not null)
              order by a.position)
              from booking_attendees a where a.booking_id = b.id), '[]'::json) as "tickets",
    b.order_answers as "orderAnswers", b.promo_code as "promoCode",
    u.id as "attendeeId", u.name as "attendeeName", u.email as "attendeeEmail",
    v.id as "verifierId", v.name as "verifierName",
    coalesce((select json_agg(json_build_object('ticketCategoryId', i.ticket_category_id,
                'categoryName', i.category_name, 'quantity', i.quantity))
              from booking_items i where i.booking_id = b.id), '[]'::json) as "lines"
  from bookings b
  join users u on u.id = b.user_id
  left join users v on v.id = b.verified_by
  where b.event_id = :eventId::uuid
    ${afterCursor ? 'and (b.created_at, b.id) < (:afterAt::timestamptz, :afterId::uuid)' : ''}
  order by b.created_at desc, b.id desc
  limit :limit::int`;

const firstPage = defineStatement<PageRow, 'eventId' | 'limit'>(
  'attendee_page_first',
  ['eventId', 'limit'],
  pageText(false),
);
const laterPage = defineStatement<PageRow, 'eventId' | 'limit' | 'afterAt' | 'afterId'>(
  'attendee_page_after',
  ['eventId', 'limit', 'afterAt', 'afterId'],
  pageText(true),
);

/** '1767225600123456' -> '2026-01-01T00:00:00.123456Z'. */
export function isoWithMicroseconds(micros: string): string {
  const exact = BigInt(micros);
  const millisecondIso = new Date(Number(exact / 1000n)).toISOString();
  return millisecondIso.replace('Z', `${(exact % 1000n).toString().padStart(3, '0')}Z`);
}

export async function readAttendeeRows(
  db: DbOrTx,
  eventId: string,
  limit: number,
  after: { at: string; id: string } | undefined,
): Promise<(AttendeeRow & { createdMicros: string; lines: TicketLine[] })[]> {
  const rows = after
    ? await runStatement(db, laterPage, { eventId, limit, afterAt: after.at, afterId: after.id })
    : await runStatement(db, firstPage, { eventId, limit });
  // Completed in place: a page is dozens of rows, each copied once less.
  const completed = rows as (PageRow & Pick<AttendeeRow, 'attendee' | 'verifier'>)[];
  for (const row of completed) {
    row.attendee = { id: row.attendeeId, name: row.attendeeName, email: row.attendeeEmail };
    row.verifier = row.verifierId ? { id: row.verifierId, name: row.verifierName ?? '' } : null;
  }
  return completed;
}
