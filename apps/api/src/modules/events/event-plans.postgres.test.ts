import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import type { DbOrTx } from '../../db/client';
import { readEventPage } from './event-page-read';
import { readEventList } from './event-reads';

// Prepared statements and their plans are PostgreSQL's (PGlite gets plain text). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/*
 * The catalog's prepared reads keep one generic plan (decision 0048): a statement PostgreSQL plans anew on every run
 * costs it three times the CPU of running the plan. PostgreSQL plans a prepared statement for its values five times,
 * then keeps the generic plan unless that looks costlier; pg_prepared_statements counts which it used.
 */
describe.skipIf(!onPostgres)('catalog statements keep their generic plan, on PostgreSQL', () => {
  let ctx: TestApp;
  let client: pg.Client;
  let db: DbOrTx;
  beforeAll(async () => {
    const database = await createTestDatabase();
    ctx = await buildTestApp({}, undefined, database);
    const organizer = await createUser(ctx, { role: 'organizer' });
    for (let day = 1; day <= 30; day++) {
      await createEventRow(ctx, {
        organizerId: organizer.user.id,
        city: day % 2 ? 'Pune' : 'Mumbai',
        pricePaise: (day % 5) * 50_000,
        date: new Date(Date.now() + day * 86_400_000),
      });
    }
    // One session, so its prepared statements are the ones pg_prepared_statements lists.
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A catalogue large enough for plans to differ (on thirty events a generic plan costs what a custom one does):
    // 5,000 more events in the same two cities, a year ahead, each at 2,500 rupees or more.
    await client.query(
      `insert into events (title, description, date, city, venue_name, venue_address, price_paise, total_seats,
           available_seats, organizer_id)
         select 'Later ' || g, 'Later', now() + interval '400 days' + g * interval '1 hour', case when g % 2 = 0 then 'Pune' else 'Mumbai' end,
           'Hall', 'Road', 250000 + (g % 50) * 10000, 100, 100, $1
         from generate_series(1, 5000) g`,
      [organizer.user.id],
    );
    await client.query('analyze events');
    db = drizzle(client) as unknown as DbOrTx;
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await ctx?.close();
  });

  async function plansAfterTenRuns(read: () => Promise<unknown>) {
    for (let run = 0; run < 10; run++) await read();
    const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
      `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
       where name like 'events_%' order by prepare_time desc limit 1`,
    );
    expect(rows).toHaveLength(1);
    return { generic: Number(rows[0]!.generic), custom: Number(rows[0]!.custom) };
  }

  test.each([
    ['home: upcoming, 6 as an array', () => readEventList(db, { upcoming: true, limit: 6 }, new Date())],
    ['list: upcoming, page 2', () => readEventPage(db, { upcoming: true, page: 2, limit: 12 }, new Date())],
    [
      'list: city and a price limit, page 1',
      () =>
        readEventPage(db, { upcoming: true, city: 'Pune', maxPrice: 1500, page: 1, limit: 12 }, new Date()),
    ],
    [
      'list: free events',
      () => readEventPage(db, { upcoming: true, maxPrice: 0, page: 1, limit: 12 }, new Date()),
    ],
  ])('%s: five plans for its values, then the generic one', async (_label, read) => {
    expect(await plansAfterTenRuns(read)).toEqual({ generic: 5, custom: 5 });
  });

  test('a price limit between two ceilings is the same statement as the ceiling itself, with the same answer', async () => {
    const at = new Date();
    const pune = { upcoming: true, city: 'Pune', page: 1, limit: 48 } as const;
    const cheap = await readEventPage(db, { ...pune, maxPrice: 900 }, at);
    const ceiling = await readEventPage(db, { ...pune, maxPrice: 1000 }, at);
    // Pune's first 15 events cost 0, 500, 1000, 1500 or 2000 rupees, three of each (the later ones 2,500 or more):
    // 900 lets through 0 and 500, the ceiling 1000 as well.
    expect(cheap.rows.every((row) => row.pricePaise <= 90_000)).toBe(true);
    expect(ceiling.rows.some((row) => row.pricePaise === 100_000)).toBe(true);
    expect(cheap.pagination.total).toBe(6);
    expect(ceiling.pagination.total).toBe(9);
  });

  test("the API's connections never JIT-compile: a generic plan's cost would call for it on every run", async () => {
    const result = (await ctx.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    expect(result.rows[0]?.jit).toBe('off');
  });
});
