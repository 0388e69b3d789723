import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement, type Statement } from '../../db/statement';

export interface SeatLine {
  ticketCategoryId: string;
  quantity: number;
}

/** A line of a seat take: the category, how many, and the price it must still have (null: any price). */
export interface PricedSeatLine extends SeatLine {
  pricePerTicketPaise: number | null;
}

/** An event has at most 5 ticket categories, so a selection has at most 5 lines. */
const MAX_LINES = 5;

/** One line per category (two lines naming the same category add up), in id order: the order rows are locked in. */
export function mergeSeatLines<Line extends SeatLine>(lines: Line[]): Line[] {
  const byCategory = new Map<string, Line>();
  for (const line of lines) {
    const earlier = byCategory.get(line.ticketCategoryId);
    byCategory.set(
      line.ticketCategoryId,
      earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : { ...line },
    );
  }
  const merged = [...byCategory.values()].sort((a, b) =>
    a.ticketCategoryId.localeCompare(b.ticketCategoryId),
  );
  if (merged.length > MAX_LINES) throw new Error(`a seat take has at most ${MAX_LINES} category lines`);
  return merged;
}

const lineNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The parameters of the seat-taking CTEs for `lineCount` category lines. */
export function seatTakingParams(lineCount: number): string[] {
  return [
    'eventId',
    'seats',
    'eventPrice',
    'now',
    ...lineNumbers(lineCount).flatMap((line) => [`category${line}`, `quantity${line}`, `price${line}`]),
  ];
}

/**
 * The seat take as common table expressions, for a statement that also does whatever the seats are taken for (a
 * payment's hold, a free booking): one round trip, and no row stays locked beyond the statement. It expects a CTE
 * `allowed` before it (a row when the caller may take seats: the buyer is in good standing), and the statement's
 * main query must read `seats_guard` (see below). `taken_event` has one row when the seats were taken.
 *
 * The event is first read, unlocked, as of the statement's start (not cancelled, not past, enough seats, the price
 * expected): if not, nothing is touched, so such an answer never queues behind other buyers. Then each category line,
 * in id order, and last the event row take their seats with a conditional update that never goes below zero (a row
 * another buyer is changing is waited for and checked again once they commit), each only if the one before it took;
 * the order every writer of seats locks them in. A take that got some rows but not all (the last seats of a second
 * category went meanwhile, or the event was cancelled) must not stand: `seats_guard` then divides by zero, which
 * aborts the whole statement and undoes it (SQLSTATE 22012, read by `isPartialSeatTake`). The main query must
 * select `seats_guard.ok` itself: a column nobody reads is never computed.
 */
export function seatTakingCtes(lineCount: number): string {
  const eventConditions = `e.id = :eventId::uuid and not e.cancelled and e.available_seats >= :seats::int
      and (:now::timestamptz is null or e.date >= :now::timestamptz)
      and (:eventPrice::int is null or e.price_paise = :eventPrice::int)
      and e.has_ticket_categories = ${lineCount > 0}`;
  const categories = lineNumbers(lineCount).map(
    (line) => `taken_${line} as (
    update ticket_categories c set available_seats = c.available_seats - :quantity${line}::int
    where c.id = :category${line}::uuid and c.event_id = :eventId::uuid and c.available_seats >= :quantity${line}::int
      and (:price${line}::int is null or c.price_paise = :price${line}::int)
      and exists (select 1 from ${line === 1 ? 'event_ready' : `taken_${line - 1}`})
    returning c.id
  )`,
  );
  const last = lineCount > 0 ? `taken_${lineCount}` : 'event_ready';
  return [
    `event_ready as (
    select 1 from events e where ${eventConditions} and exists (select 1 from allowed)
  )`,
    ...categories,
    `taken_event as (
    update events e set available_seats = e.available_seats - :seats::int
    where ${eventConditions} and exists (select 1 from ${last})
    returning e.id
  )`,
    `seats_guard as materialized (
    select ${lineCount > 0 ? '1 / (case when exists (select 1 from taken_1) and not exists (select 1 from taken_event) then 0 else 1 end)' : '1'} as ok
  )`,
  ].join(',\n  ');
}

export interface SeatTake {
  eventId: string;
  /** Every seat of the selection (the event's count). */
  seats: number;
  /** The category lines (none for a single-price event). */
  lines: PricedSeatLine[];
  /** The price a single-price event must still have, or null for any. */
  eventPricePaise: number | null;
  /** Refuse a past event (its date before now); null skips the check. */
  now: Date | null;
}

/** How many lines the take has once merged, and its parameter values (seatTakingParams of that count). */
export function seatTakingValues(take: SeatTake): { lineCount: number; values: Record<string, unknown> } {
  const lines = mergeSeatLines(take.lines);
  const values: Record<string, unknown> = {
    eventId: take.eventId,
    seats: take.seats,
    eventPrice: take.eventPricePaise,
    now: take.now,
  };
  lines.forEach((line, index) => {
    values[`category${index + 1}`] = line.ticketCategoryId;
    values[`quantity${index + 1}`] = line.quantity;
    values[`price${index + 1}`] = line.pricePerTicketPaise;
  });
  return { lineCount: lines.length, values };
}

/** The statement aborted because its seat take was partial (seatTakingCtes): nothing was taken. */
export function isPartialSeatTake(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '22012') return true;
  }
  return false;
}

/** One prepared statement per line count, made the first time that count is asked for. */
export function perLineCount<Row>(
  name: string,
  params: (lineCount: number) => string[],
  text: (lineCount: number) => string,
): (lineCount: number) => Statement<string, Row> {
  const made = new Map<number, Statement<string, Row>>();
  return (lineCount) => {
    let statement = made.get(lineCount);
    if (!statement) {
      statement = defineStatement<Row>(`${name}_${lineCount}`, params(lineCount), text(lineCount));
      made.set(lineCount, statement);
    }
    return statement;
  };
}

const takeSeatsStatement = perLineCount<{ id: string | null }>(
  'inventory_take_seats',
  seatTakingParams,
  (lineCount) =>
    `with allowed as (select 1), ${seatTakingCtes(lineCount)}
    select seats_guard.ok, (select id from taken_event) as id from seats_guard`,
);

/**
 * Takes seats from stock in one statement (seatTakingCtes): every category line and the event's total, never below
 * zero, all or nothing. A line that names a price takes seats only at that price. Returns false, having changed
 * nothing, when any of them has too few seats left (or the event is cancelled, or past `now` when given); the
 * caller's transaction may go on either way.
 */
export async function takeSeats(
  tx: DbOrTx,
  eventId: string,
  seats: number,
  lines: (SeatLine & { pricePerTicketPaise?: number | null })[],
  now: Date | null = null,
): Promise<boolean> {
  const { lineCount, values } = seatTakingValues({
    eventId,
    seats,
    lines: lines.map((line) => ({ ...line, pricePerTicketPaise: line.pricePerTicketPaise ?? null })),
    eventPricePaise: null,
    now,
  });
  // A savepoint, so that a partial take (which aborts its statement) leaves the caller's transaction usable.
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await runStatement(savepoint, takeSeatsStatement(lineCount), values);
      return Boolean(row?.id);
    });
  } catch (error) {
    if (isPartialSeatTake(error)) return false;
    throw error;
  }
}

const returnSeatsStatement = perLineCount<{ id: string }>(
  'inventory_return_seats',
  (lineCount) => [
    'eventId',
    'seats',
    ...lineNumbers(lineCount).flatMap((line) => [`category${line}`, `quantity${line}`]),
  ],
  (lineCount) => {
    const categories = lineNumbers(lineCount).map(
      (line) => `returned_${line} as (
      update ticket_categories c
      set available_seats = least(c.available_seats + :quantity${line}::int, c.total_seats)
      where c.id = :category${line}::uuid${line > 1 ? ` and (select count(*) from returned_${line - 1}) >= 0` : ''}
      returning c.id
    )`,
    );
    return `${lineCount > 0 ? `with ${categories.join(',\n    ')}` : ''}
    update events e set available_seats = least(e.available_seats + :seats::int, e.total_seats)
    where e.id = :eventId::uuid${lineCount > 0 ? ` and (select count(*) from returned_${lineCount}) >= 0` : ''}
    returning e.id`;
  },
);

/**
 * Gives seats back to their categories and the event (a released hold, a cancelled booking), never above their
 * totals, in one statement: the categories one after the other in id order, then the event row.
 */
export async function returnSeats(
  tx: DbOrTx,
  eventId: string,
  seats: number,
  lines: SeatLine[],
): Promise<void> {
  const merged = mergeSeatLines(lines);
  const values: Record<string, unknown> = { eventId, seats };
  merged.forEach((line, index) => {
    values[`category${index + 1}`] = line.ticketCategoryId;
    values[`quantity${index + 1}`] = line.quantity;
  });
  await runStatement(tx, returnSeatsStatement(merged.length), values);
}
