import { bookings } from '../src/db/schema';
import type { TestApp } from './helper';

/** A booking row written straight to the table (no payment, no seats taken): 2 seats at ₹1,500, a 100/50/0 policy. */
export async function createBookingRow(
  ctx: TestApp,
  userId: string,
  eventId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      ticketId: `TKT-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      eventId,
      userId,
      totalQuantity: 2,
      priceAtBookingPaise: 150_000,
      totalAmountPaise: 300_000,
      qrSignature: 'sig',
      refundSevenDaysOrMore: 100,
      refundOneToDays: 50,
      refundLessThanDay: 0,
      ...overrides,
    })
    .returning();
  return booking!;
}
