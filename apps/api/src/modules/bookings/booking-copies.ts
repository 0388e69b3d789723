// What a booking's statement copies from rows other modules own (decision 0042), as SQL fragments read in that
// statement: the text of the promo code its payment used, and its buyer's name for the tickets nobody named. Read
// only; a read model (apps/api/architecture.json).

/** The text of the promo code `promoCodeId` (an SQL expression such as `p.promo_code_id`) as the organizer wrote it; null without one. */
export function promoCodeTextOf(promoCodeId: string): string {
  return `(select pc.code from promo_codes pc where pc.id = ${promoCodeId})`;
}

/** The name of the account `userId` (an SQL expression such as `p.user_id`). */
export function accountNameOf(userId: string): string {
  return `(select bu.name from users bu where bu.id = ${userId})`;
}
