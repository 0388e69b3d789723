/**
 * The waiting room's on-sale draw at size (decision 0049): BENCH_PLACES (50,000) places taken before the on-sale
 * moment, then the draw that numbers them, timed (one transaction: reading the places, ordering them by their keyed
 * hashes, one statement writing the numbers), BENCH_ROUNDS (3) times on fresh rooms; medians printed beside a trivial
 * statement's round trip measured in the same run. While the draw runs, joins to that room wait for it, so its time
 * is how long the on-sale moment stalls a join.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/waiting-room-draw.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { drawWaitingRoom } from '../apps/api/src/modules/waiting-room/waiting-room-draw';
import { openWaitingRoom } from '../apps/api/src/modules/waiting-room/waiting-room-places.service';
import { benchDatabase } from './bench-database';
import { median } from './catalog/harness';

const PLACES = Number(process.env.BENCH_PLACES ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-draw-'));
  const database = await benchDatabase(dataDir, `ticketmela_bench_draw_${process.pid}`);
  const { db, close } = await openDatabase(database.target);
  try {
    const organizer = await db.execute(sql`insert into users (name, email, password_hash, role)
      values ('Bench Organizer', ${`bench-draw-${process.pid}@example.com`}, 'x', 'organizer') returning id`);
    const organizerId = (organizer as unknown as { rows: { id: string }[] }).rows[0]!.id;
    // The joiners: accounts made in one statement.
    await db.execute(sql`insert into users (name, email, password_hash, role)
      select 'Joiner ' || g, 'joiner-' || g || '-' || ${process.pid} || '@example.com', 'x', 'user'
      from generate_series(1, ${PLACES}) g`);
    const onSaleAt = new Date(Date.now() + 60_000);
    const drawTimes: number[] = [];
    const roundTrips: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const event =
        await db.execute(sql`insert into events (title, description, date, city, venue_name, venue_address,
          price_paise, total_seats, available_seats, organizer_id)
        values ('Big On-sale', 'Bench', now() + interval '30 days', 'Mumbai', 'Arena', 'Road', 150000, 1000, 1000,
          ${organizerId}) returning id`);
      const eventId = (event as unknown as { rows: { id: string }[] }).rows[0]!.id;
      await openWaitingRoom(db, eventId, onSaleAt, new Date());
      await db.execute(sql`insert into waiting_room_places (event_id, user_id, joined_at)
        select ${eventId}, id, now() - random() * interval '1 hour' from users where email like 'joiner-%'`);
      await db.execute(sql`analyze waiting_room_places`);

      let started = performance.now();
      await db.execute(sql`select 1`);
      roundTrips.push(performance.now() - started);

      started = performance.now();
      const drawn = await drawWaitingRoom(db, eventId, new Date(onSaleAt.getTime() + 1));
      drawTimes.push(performance.now() - started);
      if (drawn?.places !== PLACES) throw new Error(`drew ${drawn?.places} places, not ${PLACES}`);
      console.log(`round ${round}: drew ${drawn.places} places in ${drawTimes.at(-1)!.toFixed(0)} ms`);
    }
    console.log(
      `\n${PLACES} places, ${database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, medians of ${ROUNDS} rounds: draw ${median(drawTimes).toFixed(0)} ms; a select 1 round trip ${median(roundTrips).toFixed(2)} ms`,
    );
  } finally {
    await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
