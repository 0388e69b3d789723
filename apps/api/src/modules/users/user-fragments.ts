// An account as the modules above it see it inside their own statements: SQL fragments for their one-statement paths
// (decision 0021: a purchase step checks its buyer inside its own statement, with no round trip of its own). The
// users table is this module's; the modules above reach it only through what it exports.

/**
 * The account `userId` (an SQL expression of the statement it goes into, such as `:buyerId::uuid` or `p.user_id`)
 * exists, is neither banned nor closed, and the statement's named parameter `:tokenVersion` is still its token
 * version (a password change ends older sessions, decision 0028): the auth plugin's judgement of a session, as a
 * condition. When it fails, `payments/purchase-facts.assertBuyerStandingNow` reads which it was.
 */
export function accountInGoodStanding(userId: string): string {
  return `exists (select 1 from users u where u.id = ${userId} and not u.is_banned and u.deleted_at is null
      and u.token_version = :tokenVersion::int)`;
}

/**
 * The account `userId` (an SQL expression of the statement it goes into) exists and is neither banned nor closed,
 * whatever session: for work done for a person without their request (a waitlist offer, decision 0041).
 */
export function accountOpen(userId: string): string {
  return `exists (select 1 from users u where u.id = ${userId} and not u.is_banned and u.deleted_at is null)`;
}

/**
 * The language of the account `userId` (an SQL expression of the statement it goes into; users.locale, 'en' for none):
 * for what is written for a person without their request, such as a waitlist offer's hold (issue 30).
 */
export function accountLocale(userId: string): string {
  return `coalesce((select u.locale from users u where u.id = ${userId}), 'en')`;
}
