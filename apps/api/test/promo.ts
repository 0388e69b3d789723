import { and, eq, sql } from 'drizzle-orm';
import { payments, promoCodeBuyers, promoCodes, ticketCategories } from '../src/db/schema';
import { countedUses, promoCodesWithFigures } from '../src/modules/promo-codes/promo-code-stats';
import { injectAs, type TestApp, type TestUser } from './helper';
import type { Selection } from './purchase';

type PromoCodeInsert = typeof promoCodes.$inferInsert;

/**
 * Inserts an event's promo code the way the promo-codes service stores one (value in paise unless a percentage;
 * categories by id). `categoryNames` names the event's categories it is limited to.
 */
export async function createPromoCodeRow(
  ctx: TestApp,
  fields: Omit<PromoCodeInsert, 'ticketCategoryIds'> & { categoryNames?: string[] },
) {
  const { categoryNames, ...rest } = fields;
  let ticketCategoryIds: string[] | null = null;
  if (categoryNames) {
    const rows = await ctx.db
      .select({ id: ticketCategories.id, name: ticketCategories.name })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, fields.eventId));
    ticketCategoryIds = categoryNames.map((name) => rows.find((row) => row.name === name)!.id);
  }
  const [code] = await ctx.db
    .insert(promoCodes)
    .values({ ...rest, ticketCategoryIds })
    .returning();
  return code!;
}

/**
 * The code's uses as its organizer sees them (its row's count with a limit, counted from its orders without one:
 * decision 0042) and the sum of its buyers' own counts: they move together.
 */
export async function promoUsesOf(ctx: TestApp, promoCodeId: string) {
  const [code] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  const [counted] = await promoCodesWithFigures(ctx.db, code!.eventId, [promoCodeId]);
  const [buyers] = await ctx.db
    .select({ uses: sql<number>`coalesce(sum(${promoCodeBuyers.uses}), 0)`.mapWith(Number) })
    .from(promoCodeBuyers)
    .where(eq(promoCodeBuyers.promoCodeId, promoCodeId));
  return { uses: countedUses(code!, counted!.figures), buyerUses: buyers!.uses };
}

/** One buyer's own count of a code's uses (0 without a row). */
export async function buyerUsesOf(ctx: TestApp, promoCodeId: string, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(promoCodeBuyers)
    .where(and(eq(promoCodeBuyers.promoCodeId, promoCodeId), eq(promoCodeBuyers.userId, userId)));
  return row?.uses ?? 0;
}

/** POST /api/payments/create-payment-intent with a promo code (amount in rupees: the discounted total). */
export function startPromoPayment(
  ctx: TestApp,
  buyer: TestUser,
  eventId: string,
  selection: Selection,
  amount: number,
  promoCode: string,
) {
  return injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    payload: { eventId, ...selection, amount, promoCode },
  });
}

/** POST /api/bookings/free, with a promo code when given. */
export function bookFreeWithCode(
  ctx: TestApp,
  buyer: TestUser,
  eventId: string,
  selection: Selection,
  promoCode?: string,
) {
  return injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/bookings/free',
    payload: { eventId, ...selection, ...(promoCode === undefined ? {} : { promoCode }) },
  });
}

/** GET /api/events/{id}/promo-codes/lookup?code=..., anonymous. */
export function lookUpCode(ctx: TestApp, eventId: string, code: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/promo-codes/lookup?code=${encodeURIComponent(code)}`,
  });
}

/** The payment row of a provider intent. */
export async function paymentOfIntent(ctx: TestApp, intentId: string) {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
  return payment!;
}
