import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

/**
 * What the room's admission counts on, read in one statement so that it is one snapshot: a hold takes its seat and
 * marks its pass used in one transaction, so the seats left and the live passes are seen both before it or both after.
 */
export interface AdmissionFacts {
  availableSeats: number;
  /** A hold not yet paid or released: its seats may come back. */
  seatsHeld: boolean;
  /** Not cancelled and not past. */
  selling: boolean;
  /** Passes admitted since `passStart` and unused. */
  livePasses: number;
  /** Of those admitted since `passStart`, the passes used since `checkoutStart`. */
  recentCheckouts: number;
  /** The last admission's time, or null before the first. */
  lastAdmittedAt: Date | null;
}

const admissionFactsStatement = defineStatement<AdmissionFacts>(
  'waiting_room_admission_facts',
  ['eventId', 'now', 'passStart', 'checkoutStart'],
  `select e.available_seats as "availableSeats",
    exists (select 1 from payments p where p.event_id = e.id and p.hold_status = 'held') as "seatsHeld",
    (not e.cancelled and e.date >= :now::timestamptz) as selling,
    (select count(*)::int from waiting_room_places w where w.event_id = e.id
      and w.admitted_at > :passStart::timestamptz and w.pass_used_at is null) as "livePasses",
    (select count(*)::int from waiting_room_places w where w.event_id = e.id
      and w.admitted_at > :passStart::timestamptz and w.pass_used_at > :checkoutStart::timestamptz) as "recentCheckouts",
    (select max(w.admitted_at) from waiting_room_places w where w.event_id = e.id) as "lastAdmittedAt"
  from events e where e.id = :eventId::uuid`,
);

/**
 * An event's seats and its room's passes for the room's admission (decision 0049), as of now. A read model: events
 * and payments belong to their modules.
 */
export async function admissionFacts(
  db: DbOrTx,
  eventId: string,
  times: { now: Date; passStart: Date; checkoutStart: Date },
): Promise<AdmissionFacts | null> {
  const [facts] = await runStatement(db, admissionFactsStatement, { eventId, ...times });
  return facts ?? null;
}

const roomsToPassStatement = defineStatement<RoomToPass>(
  'waiting_rooms_to_pass',
  ['now'],
  `select r.event_id as "eventId", r.drawn_at is null as "drawDue",
    (not e.cancelled and e.date >= :now::timestamptz) as selling
  from waiting_rooms r join events e on e.id = r.event_id
  where r.enabled and (r.drawn_at is null and r.on_sale_at <= :now::timestamptz
    or r.drawn_at is not null and not e.cancelled and e.date >= :now::timestamptz)`,
);

export interface RoomToPass {
  eventId: string;
  /** Its on-sale time has come and it has not been drawn. */
  drawDue: boolean;
  /** Its event's sale is open (not cancelled, not past): admission goes on. */
  selling: boolean;
}

/**
 * The rooms the background pass has work for, in one statement (it runs every second in every process): those to
 * draw, and the drawn ones whose sales are still open, to admit.
 */
export async function roomsToPass(db: DbOrTx, now: Date): Promise<RoomToPass[]> {
  return runStatement(db, roomsToPassStatement, { now });
}
