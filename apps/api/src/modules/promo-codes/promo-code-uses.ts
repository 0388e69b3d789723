import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { isPartialSeatTake } from '../events/inventory.service';

// A code's uses (decision 0042): one per order, taken in the statement that holds its seats (a paid hold, a free
// booking), given back when the hold is released unpaid, and taken again by a payment that completes after that.
// The buyer's `promo_code_buyers.uses` always moves. `promo_codes.uses` moves only while the code has a total limit:
// a code without one is not a hot row every buyer queues on; its row is only key-share locked (which buyers never
// wait on each other for), so that the organizer setting a limit (FOR UPDATE: promo-codes.service) waits for the holds
// in flight and then counts the uses from the orders (promo-code-stats' liveUses) as the new starting figure.

/** Switched on and within its window at `:now` (from valid_from included until valid_until excluded). */
const usableAt = `pc.active and (pc.valid_from is null or pc.valid_from <= :now::timestamptz)
      and (pc.valid_until is null or pc.valid_until > :now::timestamptz)`;
const notUsedUp = '(pc.max_uses is null or pc.uses < pc.max_uses)';
const buyerUnderLimit = `(pc.max_uses_per_buyer is null or coalesce((select b.uses from promo_code_buyers b
        where b.promo_code_id = pc.id and b.user_id = :buyerId::uuid), 0) < pc.max_uses_per_buyer)`;

export const PROMO_USE_PARAMS = ['promoCodeId'] as const;

/**
 * Taking one use of the code `:promoCodeId` (null: no code, nothing is taken) for the buyer `:buyerId` at `:now`, as
 * common table expressions for the statement that takes the seats, before its seat-taking ones: the code's row is
 * locked before the categories and the event, the order every writer of them keeps.
 *
 * `promo_ready` reads the code unlocked, as of the statement's start, and only when the CTE `gate` has a row (the
 * buyer may hold): a code switched off, out of its window, used up or used up by this buyer touches nothing, so such
 * an answer never queues behind other buyers. A code without a total limit is then key-share locked (`promo_open`),
 * its row read as it is now: a limit its organizer set meanwhile is seen, and its use counted. `promo_use` counts a
 * limited code's use with a conditional update (a row another buyer is changing is waited for and checked again).
 * The seats must be taken only when `PROMO_TAKEN` holds, and promoUseGuard's CTEs follow the seat-taking ones (the
 * buyer's own use, and the guard the main query must select). `checkTerms` false takes the use whatever its window
 * or switch (a payment already made at the price the code gave), its limits still exact.
 */
export function promoUseCtes(gate: string, checkTerms = true): string {
  const conditions = checkTerms ? `${usableAt} and ${notUsedUp}` : notUsedUp;
  return `promo_ready as (
    select pc.id, pc.max_uses is null as open from promo_codes pc
    where pc.id = :promoCodeId::uuid and ${conditions} and ${buyerUnderLimit}
      and exists (select 1 from ${gate})
  ),
  promo_open as materialized (
    select pc.id, pc.max_uses, pc.max_uses_per_buyer from promo_codes pc
    where pc.id = (select id from promo_ready where open)${checkTerms ? ` and ${usableAt}` : ''}
    for key share
  ),
  promo_use as (
    update promo_codes pc set uses = pc.uses + 1
    where pc.id = coalesce((select id from promo_ready where not open),
        (select id from promo_open where max_uses is not null))
      and ${conditions}
    returning pc.id, pc.max_uses_per_buyer
  ),
  promo_taken as (
    select id, max_uses_per_buyer from promo_use
    union all select id, max_uses_per_buyer from promo_open where max_uses is null
  )`;
}

/** True when no code was given, or its use was taken (counted, or open): the seats may be taken. */
export const PROMO_TAKEN = '(:promoCodeId::uuid is null or exists (select 1 from promo_taken))';

/**
 * After the seat-taking CTEs: the buyer's own use (`promo_buyer`, a conditional upsert), taken only when the CTE
 * `taken` has a row (the seats were taken), so that a buyer who finds the seats gone leaves nothing to undo; and
 * `promo_guard`, which aborts the statement (division by zero, SQLSTATE 22012, as a partial seat take does: events'
 * isPartialSeatTake reads it) when a counted use stands without the buyer's, or seats taken with a code without the
 * buyer's use (their limit reached by a parallel request). A use never stands without its seats, nor seats without
 * their use.
 */
export function promoUseGuard(taken: string): string {
  return `promo_buyer as (
    insert into promo_code_buyers as b (promo_code_id, user_id, uses)
    select t.id, :buyerId::uuid, 1 from promo_taken t where exists (select 1 from ${taken})
    on conflict (promo_code_id, user_id) do update set uses = b.uses + 1
    where (select t.max_uses_per_buyer from promo_taken t) is null
      or b.uses < (select t.max_uses_per_buyer from promo_taken t)
    returning b.promo_code_id
  ),
  promo_guard as materialized (
    select 1 / (case when not exists (select 1 from promo_buyer) and (exists (select 1 from promo_use)
        or (:promoCodeId::uuid is not null and exists (select 1 from ${taken}))) then 0 else 1 end) as ok
  )`;
}

const giveBackStatement = defineStatement<{ promoCodeId: string }>(
  'promo_codes_give_back_use',
  ['promoCodeId', 'buyerId'],
  `with code as (
    select id, max_uses from promo_codes where id = :promoCodeId::uuid for key share
  ),
  counted as (
    update promo_codes set uses = uses - 1
    where id = (select id from code where max_uses is not null) and uses > 0 returning id
  )
  update promo_code_buyers b set uses = b.uses - 1
  where b.promo_code_id = :promoCodeId::uuid and b.user_id = :buyerId::uuid and b.uses > 0
    and (select count(*) from counted) >= 0
  returning b.promo_code_id as "promoCodeId"`,
);

/**
 * Gives back, in the caller's transaction, the use a hold took (the code's, then the buyer's: the hold's lock order).
 * The code's count only while it has a limit: the row read after its key-share lock, so that a limit set while this
 * hold was live (counted then, as the release was not yet committed) is seen and its use given back.
 * The caller does it once: in the transaction that flips the hold from held to released, before returning its seats.
 */
export async function giveBackPromoUse(tx: DbOrTx, promoCodeId: string, buyerId: string): Promise<void> {
  await runStatement(tx, giveBackStatement, { promoCodeId, buyerId });
}

const retakeStatement = defineStatement<{ ok: number; taken: boolean }>(
  'promo_codes_retake_use',
  [...PROMO_USE_PARAMS, 'buyerId'],
  `with gate as (select 1),
  ${promoUseCtes('gate', false)},
  ${promoUseGuard('promo_taken')}
  select promo_guard.ok, exists (select 1 from promo_buyer) as taken from promo_guard`,
);

/**
 * Takes again, in the caller's transaction, the use of a hold released before its payment completed (decision 0042):
 * false, having changed nothing, when the code (or this buyer's share of it) is used up by now. Its window and switch
 * are not asked again: the buyer paid the price the code gave them.
 */
export async function retakePromoUse(tx: DbOrTx, promoCodeId: string, buyerId: string): Promise<boolean> {
  // A savepoint, so that a use refused to the buyer (which aborts the statement) leaves the transaction usable.
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await runStatement(savepoint, retakeStatement, { promoCodeId, buyerId });
      return Boolean(row?.taken);
    });
  } catch (error) {
    if (isPartialSeatTake(error)) return false;
    throw error;
  }
}
