/**
 * What every flash-sale measurement sets up on PostgreSQL: a throwaway database, buyers with session tokens, and
 * sales (an event whose 'Gold' category is the one bought). Used by bench/flash-sale.ts and the diagnostics beside it.
 */
import { discountedUnitPaise, paiseToRupees } from '@ticketmela/domain';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { events, promoCodes, ticketCategories, users } from '../../apps/api/src/db/schema';
import { signSessionToken } from '../../apps/api/src/lib/tokens';
import {
  createDatabase as createDatabaseOn,
  dropDatabase as dropDatabaseOn,
} from '../../apps/api/test/scale-out/cluster';
import { BENCH_JWT_SECRET } from './api-process';
import type { Sale } from './purchase-flow';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TICKET_RUPEES = 999;

/** A new, empty database on the bench server (dropped first if a killed run left it); its URL. */
export const createDatabase = (name: string) => createDatabaseOn(SERVER_URL, name);

export const dropDatabase = (name: string) => dropDatabaseOn(SERVER_URL, name);

/** An organizer and `count` buyers, each with a session token signed with `jwtSecret` (the bench APIs' own). */
export async function seedBuyers(handle: DatabaseHandle, count: number, jwtSecret = BENCH_JWT_SECRET) {
  const [organizer] = await handle.db
    .insert(users)
    .values({ name: 'Organizer', email: 'org@example.com', role: 'organizer' })
    .returning({ id: users.id });
  const buyerRows = await handle.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Buyer ${i}`, email: `buyer${i}@example.com` })))
    .returning({ id: users.id });
  const tokens = await Promise.all(
    buyerRows.map((row) => signSessionToken({ sub: row.id, role: 'user' }, jwtSecret, '2h')),
  );
  return { organizerId: organizer!.id, tokens };
}

/** An event whose 'Gold' category has `seats` seats of which `available` are left (plus 'General', 1,000). */
export async function createSale(
  handle: DatabaseHandle,
  organizerId: string,
  address: string,
  title: string,
  seats: number,
  available = seats,
): Promise<Sale> {
  const [event] = await handle.db
    .insert(events)
    .values({
      title,
      description: 'Bench',
      date: new Date(Date.now() + 30 * 86_400_000),
      city: 'Mumbai',
      venueName: 'Arena',
      pricePaise: 49_900,
      totalSeats: seats + 1000,
      availableSeats: available + 1000,
      hasTicketCategories: true,
      organizerId,
    })
    .returning({ id: events.id });
  await handle.db.insert(ticketCategories).values([
    {
      eventId: event!.id,
      name: 'Gold',
      pricePaise: TICKET_RUPEES * 100,
      totalSeats: seats,
      availableSeats: available,
      position: 0,
    },
    {
      eventId: event!.id,
      name: 'General',
      pricePaise: 49_900,
      totalSeats: 1000,
      availableSeats: 1000,
      position: 1,
    },
  ]);
  return { address, eventId: event!.id, categoryName: 'Gold', amount: TICKET_RUPEES };
}

export const BENCH_PROMO_CODE = 'BENCH10';

/**
 * The sale with a promo code of 10% off every ticket and no limits (decision 0042) that every purchase gives: each
 * hold then also key-share locks the code's row and counts the buyer's own use.
 */
export async function withPromoCode(handle: DatabaseHandle, sale: Sale): Promise<Sale> {
  await handle.db
    .insert(promoCodes)
    .values({ eventId: sale.eventId, code: BENCH_PROMO_CODE, kind: 'percent', value: 10 });
  const paise = discountedUnitPaise(Math.round(sale.amount * 100), 'percent', 10);
  return { ...sale, promoCode: BENCH_PROMO_CODE.toLowerCase(), amount: paiseToRupees(paise) };
}
