/**
 * What the database says after each sale of the waiting-room bench: seats sold (active bookings' quantities) and no
 * oversell; with the room, that admission followed the queue (the admitted numbers are exactly 1..admitting_through,
 * admitted at non-decreasing times in number order), that nobody was admitted before the draw's reveal window ended,
 * that the draw replays from its stored seed, that nobody was admitted or served twice, and that every booking was
 * made with an admitted, used pass.
 */
import type pg from 'pg';
import { drawKey } from '../../apps/api/src/modules/waiting-room/fair-draw';
import type { LinePlace } from './line';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const one = async <T>(pool: pg.Pool, text: string, values: unknown[]): Promise<T> =>
  (await pool.query(text, values)).rows[0] as T;

/** Seats sold on the event and its stock: exactly `seats` sold, none oversold, at most one booking an account. */
export async function saleChecks(pool: pg.Pool, eventId: string, seats: number): Promise<Check[]> {
  const sold = await one<{
    seats: number;
    bookings: number;
    buyers: number;
    available: number;
    held: number;
  }>(
    pool,
    `select coalesce(sum(b.total_quantity), 0)::int as seats, count(*)::int as bookings,
      count(distinct b.user_id)::int as buyers,
      (select available_seats from events where id = $1) as available,
      (select count(*)::int from payments p where p.event_id = $1 and p.hold_status = 'held') as held
    from bookings b where b.event_id = $1 and not b.cancelled`,
    [eventId],
  );
  return [
    {
      name: 'seats sold = seats',
      ok: sold.seats === seats,
      detail: `${sold.seats} sold of ${seats} (${sold.bookings} bookings, ${sold.available} left in stock, ${sold.held} holds still held)`,
    },
    {
      name: 'no oversell',
      ok: sold.seats <= seats && sold.available >= 0,
      detail: `${sold.seats} <= ${seats}`,
    },
    {
      name: 'one booking per account',
      ok: sold.buyers === sold.bookings,
      detail: `${sold.bookings} bookings by ${sold.buyers} accounts`,
    },
  ];
}

export interface RoomRecord {
  onSaleAt: Date;
  drawnAt: Date | null;
  /** The draw's time plus its reveal window: admission starts then (null before the draw). */
  admissionStartsAt: Date | null;
  admittingThrough: number;
  lastNumber: number;
  places: number;
  /** Seconds after the first admission and the numbers admitted then: the admission pass's pace. */
  admissions: { second: number; count: number }[];
  firstAdmittedAt: Date | null;
  passesUsed: number;
}

export async function roomRecord(pool: pg.Pool, eventId: string, line: LinePlace[]): Promise<RoomRecord> {
  const room = await one<{
    on_sale_at: Date;
    drawn_at: Date | null;
    admission_starts_at: Date | null;
    admitting_through: number;
    last_number: number;
    passes_used: number;
    first_admitted_at: Date | null;
  }>(
    pool,
    `select r.on_sale_at, r.drawn_at, r.admission_starts_at, r.admitting_through, r.last_number,
      (select count(*)::int from waiting_room_places p where p.event_id = r.event_id and p.pass_used_at is not null)
        as passes_used,
      (select min(admitted_at) from waiting_room_places p where p.event_id = r.event_id) as first_admitted_at
    from waiting_rooms r where r.event_id = $1`,
    [eventId],
  );
  const steps = await pool.query<{ admitted_at: Date; count: number }>(
    `select admitted_at, count(*)::int as count from waiting_room_places
    where event_id = $1 and admitted_at is not null group by admitted_at order by admitted_at`,
    [eventId],
  );
  const first = room.first_admitted_at?.getTime() ?? 0;
  return {
    onSaleAt: room.on_sale_at,
    drawnAt: room.drawn_at,
    admissionStartsAt: room.admission_starts_at,
    admittingThrough: room.admitting_through,
    lastNumber: room.last_number,
    places: line.length,
    passesUsed: room.passes_used,
    firstAdmittedAt: room.first_admitted_at,
    admissions: steps.rows.map((row) => ({
      second: (row.admitted_at.getTime() - first) / 1000,
      count: row.count,
    })),
  };
}

/**
 * Admission in queue order and not before the reveal window ended, the draw replayed, nobody admitted or served twice, every booking on a used pass. `line`:
 * every place taken (readLine), wherever the line is kept; the admitted ones are rows of PostgreSQL either way.
 */
export async function roomChecks(pool: pg.Pool, eventId: string, line: LinePlace[]): Promise<Check[]> {
  const room = await one<{
    admitting_through: number;
    last_number: number;
    draw_seed: string | null;
    on_sale_at: Date;
    admission_starts_at: Date | null;
  }>(
    pool,
    `select admitting_through, last_number, draw_seed, on_sale_at, admission_starts_at from waiting_rooms
    where event_id = $1`,
    [eventId],
  );
  const checks: Check[] = [];

  const admitted = await pool.query<{ number: number; admitted_at: Date }>(
    `select number, admitted_at from waiting_room_places
    where event_id = $1 and admitted_at is not null order by number`,
    [eventId],
  );
  const numbersExact =
    admitted.rows.length === room.admitting_through &&
    admitted.rows.every((row, index) => row.number === index + 1);
  checks.push({
    name: 'admitted numbers are exactly 1..admittingThrough',
    ok: numbersExact,
    detail: `${admitted.rows.length} admitted, admittingThrough ${room.admitting_through}, highest ${admitted.rows.at(-1)?.number ?? 0}`,
  });
  let outOfOrder = 0;
  let firstInversion = '';
  for (let index = 1; index < admitted.rows.length; index++) {
    const [previous, place] = [admitted.rows[index - 1]!, admitted.rows[index]!];
    if (place.admitted_at >= previous.admitted_at) continue;
    outOfOrder += 1;
    firstInversion ||= `; first: number ${place.number} admitted at ${place.admitted_at.toISOString().slice(11)}, ${previous.admitted_at.getTime() - place.admitted_at.getTime()} ms before number ${previous.number}`;
  }
  checks.push({
    name: 'admission order = queue order',
    ok: outOfOrder === 0,
    detail: `${outOfOrder} of ${admitted.rows.length} admitted (admitted_at) before a lower number${firstInversion}`,
  });

  const early = admitted.rows.filter(
    (row) => !room.admission_starts_at || row.admitted_at < room.admission_starts_at,
  ).length;
  checks.push({
    name: 'nobody admitted before the reveal window ended',
    ok: early === 0,
    detail: `${early} of ${admitted.rows.length} admitted before admission_starts_at ${room.admission_starts_at?.toISOString() ?? '(none)'}`,
  });

  // The draw: the places taken before the on-sale time were numbered 1..D in the order of their keys under the seed.
  const drawn = line
    .filter((place) => place.joinedAt < room.on_sale_at)
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  let misdrawn = 0;
  drawn.forEach((place, index) => {
    if (place.number !== index + 1) misdrawn += 1;
  });
  if (room.draw_seed) {
    const keys = drawn.map((place) => drawKey(room.draw_seed!, place.id));
    for (let index = 1; index < keys.length; index++) if (keys[index]! <= keys[index - 1]!) misdrawn += 1;
  }
  checks.push({
    name: 'draw replays from its stored seed',
    ok: room.draw_seed !== null && misdrawn === 0,
    detail: `${drawn.length} places joined before the on-sale time, ${misdrawn} out of the seed's order`,
  });

  const twice = await one<{ places: number; accounts: number; holds_twice: number }>(
    pool,
    `select count(*)::int as places, count(distinct user_id)::int as accounts,
      (select count(*)::int from (select user_id from payments where event_id = $1
        group by user_id having count(*) > 1) t) as holds_twice
    from waiting_room_places where event_id = $1 and admitted_at is not null`,
    [eventId],
  );
  const numbers = line.filter((place) => place.number !== null).map((place) => place.number);
  const lineAccounts = new Set(line.map((place) => place.userId)).size;
  const numbersTwice = numbers.length - new Set(numbers).size;
  checks.push({
    name: 'no buyer admitted or served twice',
    ok:
      twice.places === twice.accounts &&
      twice.holds_twice === 0 &&
      lineAccounts === line.length &&
      numbersTwice === 0,
    detail: `${twice.places} admitted places for ${twice.accounts} accounts; ${twice.holds_twice} accounts with more than one hold; the line: ${line.length} places for ${lineAccounts} accounts, ${numbersTwice} numbers given twice`,
  });

  const unpassed = await one<{ bookings: number; without_pass: number }>(
    pool,
    `select count(*)::int as bookings, count(*) filter (where not exists (
        select 1 from waiting_room_places p where p.event_id = b.event_id and p.user_id = b.user_id
          and p.admitted_at is not null and p.pass_used_at is not null))::int as without_pass
    from bookings b where b.event_id = $1 and not b.cancelled`,
    [eventId],
  );
  checks.push({
    name: 'every booking on an admitted, used pass',
    ok: unpassed.without_pass === 0,
    detail: `${unpassed.without_pass} of ${unpassed.bookings} bookings without one`,
  });
  return checks;
}
