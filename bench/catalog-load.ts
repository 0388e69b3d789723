/**
 * Catalog load benchmark: seeds 10,000 events, then drives the event list endpoint (several filters)
 * and a trivial route of the same server with autocannon, and prints requests/s, p50 and p99 of each
 * with the ratio to the trivial route measured in the same run.
 *
 *   npx tsx bench/catalog-load.ts                     # embedded PGlite (what `npm start` uses)
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/catalog-load.ts
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_EVENTS=10000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { categories, events, ticketCategories, users } from '../apps/api/src/db/schema';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CITIES = [
  'Mumbai',
  'Bengaluru',
  'New Delhi',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Jaipur',
  'Goa',
  'Ahmedabad',
  'Kochi',
  'Lucknow',
  'Chandigarh',
  'Indore',
  'Bhopal',
  'Surat',
  'Nagpur',
  'Mysuru',
  'Shillong',
  'Guwahati',
];
const WORDS = [
  'Jazz',
  'Rock',
  'Sufi',
  'Comedy',
  'Tech',
  'Startup',
  'Food',
  'Film',
  'Art',
  'Dance',
  'Indie',
  'Classical',
  'Poetry',
  'Design',
  'Yoga',
  'Cricket',
  'Marathon',
  'Theatre',
  'Retro',
  'EDM',
];
const KINDS = [
  'Night',
  'Festival',
  'Summit',
  'Live',
  'Workshop',
  'Carnival',
  'Mela',
  'Conclave',
  'Showcase',
  'Weekend',
];

// Deterministic pseudo-random numbers, so every run seeds the same catalogue.
let state = 42;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

async function openBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `ticketmela_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [organizer] = await db
    .insert(users)
    .values({ name: 'Bench Organizer', email: 'bench@example.com', role: 'organizer' })
    .returning();
  const categoryRows = await db
    .insert(categories)
    .values(
      ['Music', 'Comedy', 'Conference', 'Festival', 'Sports', 'Workshop', 'Theatre', 'Food & Drink'].map(
        (name) => ({ name }),
      ),
    )
    .returning();
  const now = Date.now();
  for (let start = 0; start < EVENT_COUNT; start += 500) {
    const batch = Array.from({ length: Math.min(500, EVENT_COUNT - start) }, (_, offset) => {
      const index = start + offset;
      const hasTiers = random() < 0.2;
      const seats = 50 + Math.floor(random() * 950);
      return {
        title: `${pick(WORDS)} ${pick(KINDS)} ${index}`,
        description: 'An evening of music, food and good company with friends old and new.',
        date: new Date(now + (random() * 400 - 35) * 86_400_000),
        city: pick(CITIES),
        venueName: 'Town Hall',
        venueAddress: 'MG Road',
        venueLat: 19 + random(),
        venueLng: 72 + random(),
        pricePaise: Math.floor(random() * 5000) * 100,
        totalSeats: seats,
        availableSeats: seats,
        hasTicketCategories: hasTiers,
        cancelled: random() < 0.03,
        categoryId: pick(categoryRows).id,
        organizerId: organizer!.id,
      };
    });
    const inserted = await db.insert(events).values(batch).returning({
      id: events.id,
      hasTicketCategories: events.hasTicketCategories,
      totalSeats: events.totalSeats,
    });
    const tiers = inserted
      .filter((event) => event.hasTicketCategories)
      .flatMap((event) => [
        {
          eventId: event.id,
          name: 'General',
          pricePaise: 50_000,
          totalSeats: event.totalSeats - 20,
          availableSeats: event.totalSeats - 20,
          position: 0,
        },
        {
          eventId: event.id,
          name: 'VIP',
          pricePaise: 250_000,
          totalSeats: 20,
          availableSeats: 20,
          position: 1,
        },
      ]);
    if (tiers.length > 0) await db.insert(ticketCategories).values(tiers);
  }
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
}

async function drive(label: string, url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-'));
  const { handle, drop } = await openBenchDatabase();
  const seedStarted = performance.now();
  await seed(handle.db);
  console.log(
    `seeded ${EVENT_COUNT} events on ${handle.kind} in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'b'.repeat(40),
    QR_SECRET: 'q'.repeat(40),
  });
  const app = await buildApp({ config, database: handle, logger: false });
  app.get('/bench/trivial', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const [music] = await handle.db.select().from(categories).limit(1);
  const scenarios: [string, string][] = [
    ['trivial route (baseline)', '/bench/trivial'],
    ['home: upcoming, limit 6', '/api/events?upcoming=true&limit=6'],
    ['list: upcoming + city + maxPrice', '/api/events?upcoming=true&city=Pune&maxPrice=1500'],
    ['list: upcoming + search', '/api/events?upcoming=true&search=jazz%20night'],
    [
      'list: search + city + maxPrice + category',
      `/api/events?upcoming=true&search=jazz&city=Mumbai&maxPrice=3000&category=${music!.id}`,
    ],
    [
      'list: upcoming + date',
      `/api/events?upcoming=true&date=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`,
    ],
  ];
  const figures: Figures[] = [];
  for (const [label, url] of scenarios) {
    await drive(label, `${address}${url}`); // warm-up pass, discarded
    figures.push(await drive(label, `${address}${url}`));
  }
  const baseline = figures[0]!;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${EVENT_COUNT} events, database ${handle.kind}\n`,
  );
  console.log(
    'scenario'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'bytes'.padStart(8),
    'errors'.padStart(7),
    'req/s ratio'.padStart(12),
    'p99 ratio'.padStart(10),
  );
  for (const row of figures) {
    console.log(
      row.label.padEnd(44),
      row.requestsPerSecond.toFixed(0).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.bytesPerResponse).padStart(8),
      String(row.errors).padStart(7),
      (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3).padStart(12),
      (row.p99 / Math.max(baseline.p99, 1)).toFixed(1).padStart(10),
    );
  }
  await app.close();
  await handle.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
