/*
 * A queue pass used by the statement that takes an event's seats (a paid hold, a free booking), in that same
 * statement (decision 0049): while the event's waiting room is on, the seats are taken only for a buyer whose place
 * was admitted and whose pass is unused, and the pass is marked used with them, so a pass makes one hold however many
 * requests carry it. With the room off (or none), nothing here touches anything. The token itself (signature, expiry,
 * account, event) is checked before the statement (queue-pass.ts); `:passNumber` is the number it admits, or null.
 */

export const QUEUE_PASS_PARAMS = ['passNumber'] as const;

const ownAdmittedPlace = `p.event_id = :eventId::uuid and p.user_id = :buyerId::uuid and p.number = :passNumber::int
      and p.admitted_at is not null and p.pass_used_at is null`;

/**
 * Before the seat-taking CTEs: `queue_room` (a row while the event's room is on) and `queue_pass_ready`, whose `ok`
 * the caller's `allowed` must require (QUEUE_PASS_READY): no room on, or the pass's place admitted and unused as of
 * the statement's start.
 */
export const QUEUE_PASS_CTES = `queue_room as (
    select 1 from waiting_rooms r where r.event_id = :eventId::uuid and r.enabled
  ),
  queue_pass_ready as materialized (
    select not exists (select 1 from queue_room)
      or exists (select 1 from waiting_room_places p where ${ownAdmittedPlace}) as ok
  )`;

export const QUEUE_PASS_READY = '(select ok from queue_pass_ready)';

/**
 * After the seat-taking CTEs: the pass marked used when the CTE `taken` has a row (the seats were taken), and
 * `queue_pass_guard`, which the main query must select: it aborts the statement (division by zero, SQLSTATE 22012, as a
 * partial seat take does) when seats were taken while the room is on and the pass could not be marked, because a
 * parallel request with the same pass marked it first (its update waited for that one and found it used).
 */
export function queuePassUseCtes(taken: string): string {
  return `queue_pass_use as (
    update waiting_room_places p set pass_used_at = now()
    where exists (select 1 from queue_room) and exists (select 1 from ${taken}) and ${ownAdmittedPlace}
    returning p.id
  ),
  queue_pass_guard as materialized (
    select 1 / (case when exists (select 1 from queue_room) and exists (select 1 from ${taken})
        and not exists (select 1 from queue_pass_use) then 0 else 1 end) as ok
  )`;
}
