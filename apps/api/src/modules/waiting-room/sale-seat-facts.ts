import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

/** What the room's admission needs to know of the sale: seats left, whether any are held, whether it still sells. */
export interface SaleSeatFacts {
  availableSeats: number;
  /** A hold not yet paid or released: its seats may come back. */
  seatsHeld: boolean;
  /** Not cancelled and not past. */
  selling: boolean;
}

const saleSeats = defineStatement<SaleSeatFacts>(
  'waiting_room_sale_seats',
  ['eventId', 'now'],
  `select e.available_seats as "availableSeats",
    exists (select 1 from payments p where p.event_id = e.id and p.hold_status = 'held') as "seatsHeld",
    (not e.cancelled and e.date >= :now::timestamptz) as selling
  from events e where e.id = :eventId::uuid`,
);

/**
 * An event's seats for its waiting room's admission (decision 0049), read unlocked, as of now: the count the seat
 * takes keep, and whether a hold is live. A read model: events and payments belong to their modules.
 */
export async function saleSeatFacts(db: DbOrTx, eventId: string, now: Date): Promise<SaleSeatFacts | null> {
  const [facts] = await runStatement(db, saleSeats, { eventId, now });
  return facts ?? null;
}

const roomsSelling = defineStatement<{ eventId: string }>(
  'waiting_rooms_selling',
  ['now'],
  `select r.event_id as "eventId" from waiting_rooms r join events e on e.id = r.event_id
  where r.enabled and r.drawn_at is not null and not e.cancelled and e.date >= :now::timestamptz`,
);

/** The drawn rooms on whose events' sales are still open: the admission pass's rooms. */
export async function roomsOfOpenSales(db: DbOrTx, now: Date): Promise<string[]> {
  return (await runStatement(db, roomsSelling, { now })).map((room) => room.eventId);
}
