import { MAX_TICKETS_PER_BOOKING } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { accountInGoodStanding } from '../users/user-fragments';
import type { PricedSelection } from './selection-pricing';

/** The seats a payment row `alias` holds: the sum of its categories' quantities, or its plain seat count. */
export const heldSeatsOf = (alias: string) => `(coalesce((
    select sum((item->>'quantity')::int) from jsonb_array_elements(coalesce(${alias}.selection->'items', '[]'::jsonb)) item
  ), 0) + coalesce((${alias}.selection->>'noOfSeats')::int, 0))`;

const liveHeldSeats = `(select coalesce(sum(${heldSeatsOf('h')}), 0) from payments h
    where h.user_id = :buyerId::uuid and h.event_id = :eventId::uuid and h.hold_status = 'held'
      and h.hold_expires_at > :now::timestamptz)`;

const windowOver = `q.window_started_at <= :now::timestamptz - interval '1 hour'`;

export const HOLD_LIMIT_PARAMS = ['maxHeldSeats', 'holdsPerHour'] as const;

/**
 * Hold hoarding (decision 0027), as the common table expression `quota` (a row when the buyer may take seats), for
 * the hold statement; it also needs `buyerId`, `tokenVersion`, `eventId`, `seats` and `now`. The buyer
 * must be in good standing (users' accountInGoodStanding: their session not ended by a password change), hold at most
 * 10 seats of the event across their live holds, the new one included (the 10-ticket rule),
 * and have started fewer than `holdsPerHour` holds in their current hour. The hour is counted on the buyer's
 * `hold_quotas` row, upserted conditionally: one account's parallel holds queue on that row and each sees the
 * count the one before it left, so the rate is exact. The seat sum is read as of the statement's start, so parallel
 * holds of one account may pass it together; the exact rate bounds them.
 */
export const HOLD_QUOTA_CTE = `quota as (
    insert into hold_quotas as q (user_id, window_started_at, holds)
    select :buyerId::uuid, :now::timestamptz, 1
    where ${accountInGoodStanding(':buyerId::uuid')}
      and ${liveHeldSeats} + :seats::int <= :maxHeldSeats::int
    on conflict (user_id) do update set
      window_started_at = case when ${windowOver} then excluded.window_started_at else q.window_started_at end,
      holds = case when ${windowOver} then 1 else q.holds + 1 end
    where ${windowOver} or q.holds < :holdsPerHour::int
    returning 1
  )`;

export function holdLimitValues(holdsPerHour: number) {
  return { maxHeldSeats: MAX_TICKETS_PER_BOOKING, holdsPerHour };
}

const holdUsageStatement = defineStatement<{
  holdsThisHour: number;
  hourEndsAt: Date | null;
  heldSeats: number;
  firstHoldEndsAt: Date | null;
}>(
  'payments_hold_usage',
  ['buyerId', 'eventId', 'now'],
  `select
    coalesce((select q.holds from hold_quotas q where q.user_id = :buyerId::uuid and not (${windowOver})), 0)
      as "holdsThisHour",
    (select q.window_started_at + interval '1 hour' from hold_quotas q where q.user_id = :buyerId::uuid)
      as "hourEndsAt",
    ${liveHeldSeats}::int as "heldSeats",
    (select min(h.hold_expires_at) from payments h where h.user_id = :buyerId::uuid and h.event_id = :eventId::uuid
      and h.hold_status = 'held' and h.hold_expires_at > :now::timestamptz) as "firstHoldEndsAt"`,
);

const minutesUntil = (when: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((when ? new Date(when).getTime() : now.getTime()) - now.getTime()) / 60_000));

/**
 * After a refused hold: throws the hold limit that refused it, if one did (one read). Returns when neither did (the
 * seats went: the caller says so).
 */
export async function explainHoldLimit(
  db: DbOrTx,
  buyerId: string,
  priced: PricedSelection,
  now: Date,
  holdsPerHour: number,
): Promise<void> {
  const [usage] = await runStatement(db, holdUsageStatement, { buyerId, eventId: priced.event.id, now });
  if (!usage) return;
  if (usage.holdsThisHour >= holdsPerHour) {
    const minutes = minutesUntil(usage.hourEndsAt, now);
    throw new AppError(
      'HOLD_RATE_LIMITED',
      msg(
        'You have started too many payments in the last hour. Please try again in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
        { minutes },
      ),
      undefined,
      { retryAfterSeconds: minutes * 60 },
    );
  }
  if (usage.heldSeats + priced.take.seats > MAX_TICKETS_PER_BOOKING) {
    const minutes = minutesUntil(usage.firstHoldEndsAt, now);
    throw new AppError(
      'HOLD_LIMIT',
      msg(
        'You are already holding {held, plural, one {{held} ticket} other {{held} tickets}} for this event in another payment, and one person can hold at most {max} at a time. Complete that payment, or try again when it expires in about {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
        { held: usage.heldSeats, max: MAX_TICKETS_PER_BOOKING, minutes },
      ),
    );
  }
}
