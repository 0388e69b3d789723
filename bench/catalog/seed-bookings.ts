/**
 * Issue 31's bookings on top of seedCatalog's events, written by the database (INSERT ... SELECT over generate_series
 * ranges, one transaction, every value from the booking's number through hashint8extended, so runs are alike): buyers,
 * a big organizer whose 'Big Arena Night' holds `bigEventBookings` bookings, the rest spread over the catalogue
 * (popular events more), their category lines and ticket holders, check-ins, cancellations with refunds, partial
 * cancellations, door scans with double entries, an admin's audit log, and the events' seats lowered by what is sold.
 * No payments rows: bookings.payment_id and refunds.payment_id are nullable and nothing needs one.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../apps/api/src/db/client';
import { users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { CITIES } from './seed';

export const BIG_ORGANIZER_EMAIL = 'bench-big-organizer@example.com';
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';
export const BENCH_PASSWORD = 'Password@123';
export const BIG_EVENT_TITLE = 'Big Arena Night';
/** bench/catalog/server.ts's QR_SECRET: the seeded tickets' signatures verify on the bench server. */
const QR_SECRET = 'q'.repeat(40);
const BATCH = 500_000;
/** The tables the seed writes or rewrites in bulk (events and ticket_categories: their seats). */
const BULK_TABLES = `'bookings', 'booking_items', 'booking_attendees', 'refunds', 'partial_cancellations', 'door_scans',
  'events', 'ticket_categories', 'audit_log'`;

const [FIRST, LAST] = [
  'Aarav Priya Lakshmi Mohammed Harpreet Ananya Venkatesh Zoya Arjun Kavya Rohan Meera Ishaan Fatima Siddharth Neha Rahul Divya Karthik Sneha Vikram Pooja Aditya Nandini Farhan Gurpreet Sanjay Tanvi Joseph Anjali',
  'Sharma Iyer Khan Singh Venkataraman Das Fernandes Reddy Banerjee Patel Nair Gupta Mehta Chatterjee Pillai Joshi Kulkarni Rao Menon Bhat Saxena Mukherjee Ahmed Dsouza Chopra Kapoor Naidu Ghosh Agarwal Verma',
].map((names) => names.split(' ')) as [string[], string[]];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (items: string[]) => `(array[${items.map((item) => `'${item}'`).join(',')}])`;
/** The n-th pseudo-random number in [0, modulus) of `key`. */
const h = (key: string, n: number, modulus: number | string) =>
  `(abs(hashint8extended(${key}, ${n})) % ${modulus})`;
const nameOf = (key: string, n: number) =>
  `${textArray(FIRST)}[1 + ${h(key, n, FIRST.length)}] || ' ' || ${textArray(LAST)}[1 + ${h(key, n + 1, LAST.length)}]`;

/**
 * A row's id: its number first, so the primary keys are written in order, not at random places of indexes bigger than
 * shared_buffers (the numbers are random with respect to event, buyer and date: reads by event still land all over).
 * An RFC 9562 version-8 UUID (the API's IdSchema refuses others); `tag` tells the tables apart.
 */
const idOf = (tag: string, n: string, sub = '0') =>
  `(lpad(to_hex(${n}), 12, '0') || '8${tag}8' || lpad(to_hex(${sub}), 15, '0'))::uuid`;
export const buyerIdOf = (k: string) => idOf('e00', k);
export const bookingIdOf = (b: string) => idOf('b00', b);

/**
 * booking-insert.ts's ticket id shape (TM- and 10 letters of its alphabet; 16 of them here, so a hex digit each),
 * unique: `v`, the booking's number through a bijection of 40 bits (multiply by an odd number, add, mask; xor-shift).
 */
const ticketScramble = (b: string) => `((${b} * 2135587861 + 655321987654) & 1099511627775)`;
const ticketIdOf = (v: string) =>
  `'TM-' || translate(lpad(to_hex(${v} # (${v} >> 20)), 10, '0'), '0123456789abcdef', '2345679ACDEFHJKM')`;

/** lib/ticket-qr's signTicket (HMAC-SHA256, base64url) written with PostgreSQL's sha256, which PGlite has too. */
function signatureOf(ticketId: string, eventId: string) {
  const key = Buffer.alloc(64);
  Buffer.from(QR_SECRET).copy(key);
  const pad = (byte: number) => `'\\x${Buffer.from(key.map((k) => k ^ byte)).toString('hex')}'::bytea`;
  const inner = `sha256(${pad(0x36)} || convert_to(${ticketId} || '.' || ${eventId}::text, 'UTF8'))`;
  return `rtrim(translate(encode(sha256(${pad(0x5c)} || ${inner}), 'base64'), '+/', '-_'), '=')`;
}

/** cancellation-terms' percentage: the frozen tier of the days left before the event (domain's refundTier). */
function percentageAt(at: string) {
  const days = `extract(epoch from event_date - ${at}) / 86400`;
  return `case when ${days} >= 6.999 then t7 when ${days} >= 0.999 then t1 else t0 end`;
}
const STATUS = `case when processed then 'processed' else 'pending' end`;
type Shape = { buyers: number; events: number; stride: number; big: number };

/**
 * One batch: bookings lo..hi planned once (a materialized CTE) and every table written from the plan in the same
 * statement. Event ix 0 is the big event (every `stride`-th booking, so its rows lie among the others as real sales
 * would); the others are picked with density falling as 1/sqrt(ix) (the top 1% of events get 10% of the bookings).
 */
function batchSql(lo: number, hi: number, o: Shape) {
  const isBig = `(${o.big} > 0 and b % ${o.stride} = 0 and b / ${o.stride} <= ${o.big})`;
  const u = `(${h('b', 21, '4503599627370496')}::float8 / 4503599627370496)`;
  const partialRefundId = idOf('c00', 'b');
  // Each layer is kept apart (offset 0): flattened, every use of a column would compute its expression again.
  return `with plan as materialized (
    select c.*, case when event_cancelled then 100 when user_cancel then ${percentageAt('cancel_at')} else 0 end as cancel_pct,
      case when partial then ${percentageAt('partial_at')} else 0 end as partial_pct
    from (
      select x.*, qty - qvip as qgen, r_refund < 85 as processed,
        case when has_cat then (qty - qvip) * gen_price + qvip * vip_price else qty * price_paise end as amount0,
        case when has_cat then (case when qvip > 0 then vip_price else gen_price end) else price_paise end as last_price,
        case when event_cancelled then base when user_cancel then created_at + (base - created_at) * (f_cancel / 1000.0) end as cancel_at,
        case when partial then created_at + (base - created_at) * (f_partial / 1000.0) end as partial_at,
        case when not verified then null when big then least(now(), created_at + m_verify * interval '10 minutes')
          else least(now(), greatest(created_at + interval '1 minute', event_date - interval '90 minutes' + m_verify * interval '1 minute')) end as verified_at,
        case when r_method < 60 then 'camera' when r_method < 85 then 'manual' else 'offline' end as method
      from (
        select a.*, ${bookingIdOf('a.b')} as id, ${ticketIdOf('a.v')} as ticket_id,
          base - (1 + m_ago) * interval '1 minute' as created_at,
          case when not has_cat or r_vip < 80 then 0 when r_vip < 92 or qty = 1 then qty else qty / 2 end as qvip,
          not event_cancelled and r_cancel < 40 as user_cancel,
          not event_cancelled and r_cancel >= 40 and qty >= 2 and r_partial = 0 as partial,
          not event_cancelled and r_cancel >= 40 and ((event_date < now() and r_verify < 70) or (big and r_verify < 30)) as verified
        from (
          select s.b, ${ticketScramble('s.b')} as v, s.ix = 0 as big, e.id as event_id, e.date as event_date, e.cancelled as event_cancelled,
            e.organizer_id, e.price_paise, e.has_cat, e.gen_id, e.gen_price, e.vip_id, e.vip_price, e.t7, e.t1, e.t0, e.policy,
            1 + ${h('s.b', 2, o.buyers)} as k, (array[1,1,1,1,1,1,1,2,2,2,2,2,2,2,2,3,3,4,4,4])[1 + ${h('s.b', 3, 20)}] as qty,
            case when e.cancelled then least(now(), e.date) - interval '1 day' else least(now(), e.date) end as base,
            ${h('s.b', 4, 100)} as r_vip, ${h('s.b', 5, 86400)} as m_ago, ${h('s.b', 6, 1000)} as r_cancel,
            ${h('s.b', 7, 100)} as r_verify, ${h('s.b', 8, 100)} as r_partial, ${h('s.b', 9, 900)} as f_cancel,
            ${h('s.b', 10, 100)} as r_refund, ${h('s.b', 11, 500)} as f_partial, ${h('s.b', 12, 150)} as m_verify,
            ${h('s.b', 13, 100)} as r_method
          from (select b, case when ${isBig} then 0 else 1 + floor(${o.events} * ${u} * ${u})::bigint end as ix
            from generate_series(${lo}::bigint, ${hi}::bigint) b) s
          join bench_booking_events e on e.ix = s.ix offset 0
        ) a offset 0
      ) x offset 0
    ) c
  ), booked as (
    insert into bookings (id, ticket_id, event_id, user_id, has_ticket_categories, total_quantity, price_at_booking_paise,
      total_amount_paise, qr_signature, verified, verified_at, verified_by, verify_method, cancelled, cancelled_by_user,
      cancelled_by_event, cancellation_date, cancellation_reason, refund_status, refund_amount_paise, refund_id,
      refund_seven_days_or_more, refund_one_to_days, refund_less_than_day, refund_policy_description, created_at, door_changed_at)
    select id, ticket_id, event_id, ${buyerIdOf('k')}, has_cat, qty - partial::int, case when has_cat then 0 else price_paise end,
      amount0 - case when partial then last_price else 0 end, ${signatureOf('ticket_id', 'event_id')},
      verified, verified_at, case when verified then organizer_id end, case when verified then method end,
      event_cancelled or user_cancel, user_cancel, event_cancelled, cancel_at,
      case when user_cancel then 'Cancelled by the attendee' when event_cancelled then 'The event was cancelled by the organizer' end,
      case when amount0 * cancel_pct / 100 = 0 then 'none' else ${STATUS} end, amount0 * cancel_pct / 100,
      case when amount0 * cancel_pct / 100 > 0 and processed then 're_test_' || substr(md5('bench-refund-' || b), 1, 24) end,
      t7, t1, t0, policy, created_at, greatest(created_at, cancel_at, partial_at, verified_at)
    from plan
  ), lines as (
    -- As booking-insert writes them: category bookings only, a line per category, lowered by a partial cancellation.
    insert into booking_items (booking_id, ticket_category_id, category_name, quantity, price_per_ticket_paise, subtotal_paise)
    select id, l.category_id, l.name, l.quantity, l.price, l.quantity * l.price
    from plan cross join lateral (values (gen_id, 'General', qgen - (partial and qvip = 0)::int, gen_price),
      (vip_id, 'VIP', qvip - (partial and qvip > 0)::int, vip_price)) as l(category_id, name, quantity, price)
    where has_cat and l.quantity > 0
  ), holders as (
    insert into booking_attendees (id, booking_id, position, ticket_category_id, category_name, name, email, cancelled_at)
    select ${idOf('a00', 'b', 't.n')}, id, t.n, case when has_cat then (case when t.n <= qgen then gen_id else vip_id end) end,
      case when has_cat then (case when t.n <= qgen then 'General' else 'VIP' end) end,
      case when t.n = 1 then ${nameOf('k', 41)} else ${nameOf('b * 8 + t.n', 31)} end,
      case when t.n = 1 then 'bench-buyer-' || k || '@example.com'
        when ${h('b * 8 + t.n', 33, 2)} = 0 then lower(replace(${nameOf('b * 8 + t.n', 31)}, ' ', '.')) || (b % 997) || '@example.com' end,
      case when partial and t.n = qty then partial_at end
    from plan cross join lateral generate_series(1, qty) as t(n)
  ), refunded as (
    insert into refunds (booking_id, amount_paise, percentage, kind, status, provider_refund_id, reason, attempts,
      next_attempt_at, created_at, updated_at)
    select id, amount0 * cancel_pct / 100, cancel_pct, 'booking', ${STATUS},
      case when processed then 're_test_' || substr(md5('bench-refund-' || b), 1, 24) end,
      case when user_cancel then 'cancelled_by_user' else 'event_cancelled' end, processed::int,
      case when processed then '9999-01-01T00:00:00Z' else cancel_at end, cancel_at, cancel_at
    from plan where amount0 * cancel_pct / 100 > 0
  ), tickets_refunded as (
    -- partial-cancellation.service: one ticket (the last) given back, refunded (kind 'tickets') when the policy gives any.
    insert into refunds (id, booking_id, amount_paise, percentage, kind, status, provider_refund_id, reason, attempts,
      next_attempt_at, created_at, updated_at)
    select ${partialRefundId}, id, last_price * partial_pct / 100, partial_pct, 'tickets', ${STATUS},
      case when processed then 're_test_' || substr(md5('bench-partial-refund-' || b), 1, 24) end,
      'tickets_cancelled_by_user', processed::int, case when processed then '9999-01-01T00:00:00Z' else partial_at end,
      partial_at, partial_at
    from plan where partial and last_price * partial_pct / 100 > 0
  ), partials as (
    insert into partial_cancellations (booking_id, quantity, items, value_paise, percentage, refund_paise, refund_id, cancelled_at)
    select id, 1, case when has_cat then jsonb_build_array(jsonb_build_object(
        'categoryName', case when qvip > 0 then 'VIP' else 'General' end, 'quantity', 1, 'pricePerTicketPaise', last_price,
        'ticketCategoryId', case when qvip > 0 then vip_id else gen_id end)) else '[]'::jsonb end,
      last_price, partial_pct, last_price * partial_pct / 100,
      case when last_price * partial_pct / 100 > 0 then ${partialRefundId} end, partial_at
    from plan where partial
  ), scans as (
    -- door-sync.service's rows: an offline check-in's scan, and a later admission of the same ticket (0.5%).
    insert into door_scans (nonce, event_id, booking_id, device_id, scanned_at, received_at, scanned_by, local_verdict, outcome, code)
    select ${idOf('d00', 'b', 's.n')}, event_id, id, 'door-' || (1 + (b + s.n) % 4),
      s.at, least(now(), s.at + (1 + ${h('b', 14, 30)}) * interval '1 minute'), organizer_id, 'admitted', s.outcome, s.code
    from plan cross join lateral (values (1, verified_at, 'checked_in', null, method = 'offline'),
      (2, least(now(), verified_at + (1 + ${h('b', 15, 40)}) * interval '1 minute'), 'double_entry', 'DOUBLE_ENTRY',
        event_date < now() and ${h('b', 16, 200)} = 0)) as s(n, at, outcome, code, wanted)
    where verified and s.wanted
  )
  select count(*) from plan`;
}

/** The admin's audit trail, `count` entries over the last year, the actions' targets and shapes as the app writes them. */
function auditSql(count: number, o: Shape & { adminId: string; organizerId: string; bookings: number }) {
  const actions =
    'user.ban user.ban user.ban user.ban user.unban user.unban user.unban event.delete event.delete event.delete event.update event.update event.update checkin.undo checkin.undo checkin.undo checkin.undo checkin.undo checkin.undo category.create';
  const unbanned = `'{"isBanned": false, "banReason": null, "bannedAt": null}'::jsonb`;
  return `insert into audit_log (actor_id, action, target_type, target_id, reason, before, after, created_at)
    select '${o.adminId}'::uuid, a.action, a.target_type,
      case a.target_type when 'user' then ${buyerIdOf(`1 + ${h('g', 53, o.buyers)}`)}::text when 'event' then e.id::text
        when 'booking' then ${bookingIdOf(`1 + ${h('g', 55, Math.max(1, o.bookings))}`)}::text
        else cats.ids[1 + ${h('g', 56, 'cardinality(cats.ids)')}] end,
      case a.action when 'user.ban' then 'Repeated spam listings' when 'event.delete' then 'Duplicate listing'
        when 'checkin.undo' then 'Scanned the wrong ticket' end,
      case a.action when 'user.ban' then ${unbanned}
        when 'user.unban' then jsonb_build_object('isBanned', true, 'banReason', 'Repeated spam listings')
        when 'event.delete' then jsonb_build_object('title', e.title, 'cancelled', false)
        when 'event.update' then jsonb_build_object('title', e.title, 'venueName', 'Town Hall')
        when 'checkin.undo' then jsonb_build_object('verifiedAt', now() - interval '1 day', 'verifiedBy', '${o.organizerId}', 'verifyMethod', 'camera') end,
      case a.action when 'user.ban' then jsonb_build_object('isBanned', true, 'banReason', 'Repeated spam listings', 'bannedAt', now())
        when 'user.unban' then ${unbanned}
        when 'event.delete' then jsonb_build_object('title', e.title, 'cancelled', true)
        when 'event.update' then jsonb_build_object('title', e.title, 'venueName', 'City Arena')
        when 'category.create' then '{"name": "Music", "description": null}'::jsonb end,
      now() - ${h('g', 51, 525600)} * interval '1 minute'
    from generate_series(1, ${count}) g
    cross join (select array_agg(id::text order by name) as ids from categories) cats
    cross join lateral (select action, case when action like 'user.%' then 'user' when action like 'event.%' then 'event'
        when action = 'checkin.undo' then 'booking' else 'category' end as target_type
      from (select (string_to_array('${actions}', ' '))[1 + ${h('g', 52, 20)}] as action) p) a
    left join bench_booking_events e on a.target_type = 'event' and e.ix = 1 + ${h('g', 54, o.events)}`;
}

/** After a seed that skipped triggers: the tallies other migrations keep (recount_booking_tallies), if any exist. */
export async function recountAfterSeed(db: DbOrTx) {
  const found = await db.execute(
    sql`select exists (select 1 from pg_proc where proname = 'recount_booking_tallies') as present`,
  );
  if (rowsOf<{ present: boolean }>(found)[0]?.present)
    await db.execute(sql`select recount_booking_tallies()`);
}

export async function seedBookings(
  database: Database,
  options: { bookingCount: number; bigEventBookings: number },
) {
  const { bookingCount } = options;
  const big = Math.min(options.bigEventBookings, bookingCount);
  const buyers = Math.max(1000, Math.floor(bookingCount / 50));
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const timings: string[] = [];
  let mark = performance.now();
  const lap = (label: string) => {
    timings.push(`${label} ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };
  await database.transaction(async (db) => {
    const run = (text: string) => db.execute(sql.raw(text));
    await run(`set local work_mem = '256MB'`);
    const account = { passwordHash, isVerified: true };
    const [organizer, admin] = await db
      .insert(users)
      .values([
        { ...account, name: 'Big Organizer', email: BIG_ORGANIZER_EMAIL, role: 'organizer' },
        { ...account, name: 'Bench Admin', email: BENCH_ADMIN_EMAIL, role: 'admin' },
      ])
      .returning({ id: users.id });
    const organizerId = organizer!.id;
    const [general, vip] = [Math.max(1000, big * 3), Math.max(100, big)];
    // 20 rows, written with the triggers on: the category counts and any tally stay right by themselves.
    await run(`insert into events (title, description, date, city, venue_name, venue_address, venue_lat, venue_lng,
      price_paise, total_seats, available_seats, has_ticket_categories, category_id, organizer_id)
      select case when k = 1 then '${BIG_EVENT_TITLE}' else 'Big Organizer Live ' || k end,
        'An evening of music, food and good company with friends old and new.',
        date_trunc('hour', now()) + case when k = 1 then interval '30 days' when k <= 6 then -5 * k * interval '1 day'
          else 12 * k * interval '1 day' end,
        ${textArray(CITIES)}[1 + k % 20], 'Arena ' || k, 'MG Road', 19 + k / 100.0, 72 + k / 100.0,
        case when k in (1, 8) then 0 else 50000 + 10000 * (k % 20) end,
        case when k = 1 then ${general + vip} else 200 + 40 * k end, case when k = 1 then ${general + vip} else 200 + 40 * k end,
        k in (1, 8), (select id from categories order by name offset k % 8 limit 1), '${organizerId}'
      from generate_series(1, 20) k`);
    await run(`insert into ticket_categories (event_id, name, price_paise, total_seats, available_seats, position)
      select e.id, tier.name, tier.price, tier.seats, tier.seats, tier.position from events e
      cross join lateral (values ('General', 50000, case when e.title = '${BIG_EVENT_TITLE}' then ${general} else e.total_seats - 20 end, 0),
        ('VIP', 250000, case when e.title = '${BIG_EVENT_TITLE}' then ${vip} else 20 end, 1)) as tier(name, price, seats, position)
      where e.organizer_id = '${organizerId}' and e.has_ticket_categories`);
    await run(`insert into users (id, name, email, role, is_verified, created_at)
      select ${buyerIdOf('k')}, ${nameOf('k', 41)}, 'bench-buyer-' || k || '@example.com', 'user', true,
        now() - interval '100 days' - ${h('k', 43, 600)} * interval '1 day'
      from generate_series(1, ${buyers}) k`);
    lap('users and the big organizer');

    // The bulk: no FK checks and no user triggers (recountAfterSeed below, seats by hand).
    await run('set local session_replication_role = replica');
    await run(`create temp table bench_booking_events on commit drop as
      select row_number() over (order by e.title = '${BIG_EVENT_TITLE}' and e.organizer_id = '${organizerId}' desc,
          e.organizer_id = '${organizerId}', n.g, e.title) - 1 as ix,
        e.id, e.title, e.date, e.cancelled, e.organizer_id, e.price_paise, e.has_ticket_categories as has_cat,
        g.id as gen_id, g.price_paise as gen_price, v.id as vip_id, v.price_paise as vip_price,
        e.refund_seven_days_or_more as t7, e.refund_one_to_days as t1, e.refund_less_than_day as t0,
        e.refund_policy_description as policy
      from events e cross join lateral (select coalesce(substring(e.title from ' (\\d+)$')::bigint, 0) as g) n
      left join ticket_categories g on g.event_id = e.id and g.position = 0
      left join ticket_categories v on v.event_id = e.id and v.position = 1
      -- Two in three cancelled events sold nothing before they were cancelled.
      where not (e.cancelled and ${h('n.g', 99, 3)} <> 0)`);
    await run('create unique index on bench_booking_events (ix)');
    await run('analyze bench_booking_events');
    const counted = await db.execute(sql`select count(*)::int - 1 as n from bench_booking_events`);
    const events = rowsOf<{ n: number }>(counted)[0]!.n;
    const shape = { buyers, events, stride: big > 0 ? Math.max(1, Math.floor(bookingCount / big)) : 1, big };
    // Secondary indexes (not a primary key, not a constraint's) are built once after the writes, not row by row at
    // random places of indexes bigger than shared_buffers: dropped here, made again from their own definitions.
    const secondary = await db.execute(
      sql.raw(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i where i.indrelid = any(array[${BULK_TABLES}]::regclass[])
        and not i.indisprimary and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
    );
    const indexes = rowsOf<{ name: string; definition: string }>(secondary);
    for (const index of indexes) await run(`drop index ${index.name}`);
    for (let lo = 1; lo <= bookingCount; lo += BATCH) {
      const hi = Math.min(bookingCount, lo + BATCH - 1);
      await run(batchSql(lo, hi, shape));
      if (bookingCount > 2 * BATCH)
        console.log(`  bookings ${hi}/${bookingCount}, ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    }
    lap(`${bookingCount} bookings`);

    // inventory.service's invariant, seats = total - active bookings' seats; a venue sold past its seats grows to fit.
    await run(`with sold as (select i.ticket_category_id as id, sum(i.quantity)::int as seats from booking_items i
        join bookings b on b.id = i.booking_id where not b.cancelled and i.ticket_category_id is not null group by 1)
      update ticket_categories c set total_seats = greatest(c.total_seats, sold.seats),
        available_seats = greatest(c.total_seats, sold.seats) - sold.seats from sold where c.id = sold.id`);
    await run(`with sold as (select event_id as id, sum(total_quantity)::int as seats from bookings where not cancelled group by 1),
      tiers as (select event_id as id, sum(total_seats)::int as seats from ticket_categories group by 1)
      update events e set total_seats = coalesce(tiers.seats, greatest(e.total_seats, sold.seats)),
        available_seats = coalesce(tiers.seats, greatest(e.total_seats, sold.seats)) - sold.seats
      from sold left join tiers on tiers.id = sold.id where e.id = sold.id`);
    lap('seats');
    const trail = { ...shape, adminId: admin!.id, organizerId, bookings: bookingCount };
    await run(auditSql(Math.floor(bookingCount / 10), trail));
    lap('audit log');
    await run(`set local maintenance_work_mem = '512MB'`);
    for (const index of indexes) await run(index.definition);
    lap(`${indexes.length} indexes`);
    await run('set local session_replication_role = origin');
    await recountAfterSeed(db);
    lap('recount_booking_tallies');
  });
  lap('commit');
  await database.execute(sql`vacuum analyze`);
  lap('vacuum analyze');
  console.log(`  seedBookings: ${timings.join(', ')}`);
}

/** The big organizer's e-mail and their big event's id, for the benches. */
export async function bigEventOf(database: Database): Promise<{ organizerEmail: string; eventId: string }> {
  const result = await database.execute(sql`select e.id from events e join users u on u.id = e.organizer_id
    where u.email = ${BIG_ORGANIZER_EMAIL} and e.title = ${BIG_EVENT_TITLE}`);
  const [row] = rowsOf<{ id: string }>(result);
  if (!row) throw new Error('no big event: seedBookings has not run on this database');
  return { organizerEmail: BIG_ORGANIZER_EMAIL, eventId: row.id };
}
