/**
 * Flash-sale benchmark (issue 14) on PostgreSQL, the API in a process of its own. Per round and server:
 *
 *   flash sale      BENCH_BUYERS (2,000) buyers rush one ticket category of BENCH_SEATS (100) seats,
 *                   BENCH_CONCURRENCY (64) in flight: each starts a payment (the seat hold), pays with the test card
 *                   and books. Sold, oversold, bookings/s (seats over the time to the LAST sale: latency under a
 *                   queue, not capacity), buyers answered/s, p50/p99 of purchases and of sold-out answers.
 *   purchases       steady load: buyers keep buying from a category that never runs out, 20 and 64 in flight, for
 *                   BENCH_STEADY_SECONDS: purchases/s (capacity), API and PostgreSQL CPU per purchase.
 *   sold out        steady load on a sold-out category, 64 in flight: answers/s and CPU per answer.
 *   waitlist        a sold-out category of BENCH_SEATS seats: every buyer joins its waitlist, its holders cancel while
 *                   two waitlist passes run: joins/s, offers made/s, and no seat offered twice (issue 28).
 *   ceiling         a bare conditional hot-row UPDATE from 20 connections for BENCH_CEILING_SECONDS, once per round:
 *                   the figures above are ratios to it.
 *
 * Each API process runs the way its checkout's `npm start` runs it (the compiled build where there is one, see
 * bench/flash-sale/api-process.ts) and is warmed up first, as a server is when a sale opens: BENCH_WARMUP_SECONDS (5)
 * of purchases and sold-out answers before the first round, so round 1 does not measure the JIT compiling the path.
 *
 * VACUUM (ANALYZE) and a CHECKPOINT run before every measurement (autovacuum may be off: hot-row updates pile up dead rows).
 * Then, per server, a few purchases one at a time through a counting proxy give the database round trips and
 * transactions per step (bench/flash-sale/round-trip-proxy.ts), and with BENCH_PROFILE_DIR the purchase loop is
 * profiled (node --cpu-prof) and its busy time summarized by package.
 *
 * With BENCH_PROMO=1 the same run measures this checkout twice, rounds interleaved: 'no code' and 'code', where every
 * purchase gives a promo code of 10% off (no limits: each hold key-share locks the code's row and counts the buyer's
 * use), and prints code | no code | code/no code (issue 29 asks that it stays within 10%). BENCH_FLASH_ONLY=1 runs
 * only the flash sale each round: three flash sales of 100 seats are too few to judge 10% (decision 0042), ten are.
 * BENCH_API_LOG=<file> with BENCH_API_LOG_LEVEL=info keeps every request's time.
 *
 * With BENCH_BEFORE_ROOT (a `git worktree` of an older commit, with node_modules linked in) the same run measures
 * that checkout too, rounds interleaved, and prints before | after | after/before:
 *
 *   git worktree add /tmp/before-purchase <commit> && ln -s "$PWD/node_modules" /tmp/before-purchase/node_modules
 *   BENCH_BEFORE_ROOT=/tmp/before-purchase npx tsx bench/flash-sale.ts
 *   BENCH_DATABASE_URL (the local server) BENCH_ROUNDS=3 BENCH_STEADY_SECONDS=8 BENCH_CEILING_SECONDS=5
 *   BENCH_ROUND_TRIP_PURCHASES=20 BENCH_PROFILE_DIR=/tmp/flash-profiles
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { bookings, payments, ticketCategories } from '../apps/api/src/db/schema';
import { formatSummary, summarizeProfile } from './catalog/profile-summary';
import {
  type ApiProcess,
  backendCpu,
  backendCpuSpent,
  processCpuMs,
  startApi,
} from './flash-sale/api-process';
import {
  buyOneTicket,
  inFlight,
  median,
  type Outcome,
  percentile,
  type Sale,
  steadyLoad,
} from './flash-sale/purchase-flow';
import { startRoundTripProxy, type WireCounts } from './flash-sale/round-trip-proxy';
import {
  createDatabase,
  createSale as createSaleOn,
  dropDatabase,
  seedBuyers,
  withPromoCode,
} from './flash-sale/sale-setup';
import { waitlistPhase } from './flash-sale/waitlist-phase';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SEATS = Number(process.env.BENCH_SEATS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 8);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 5);
const CEILING_CONNECTIONS = 20;
const ROUND_TRIP_PURCHASES = Number(process.env.BENCH_ROUND_TRIP_PURCHASES ?? 20);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Measure this checkout with and without a promo code on every purchase (issue 29). */
const PROMO = process.env.BENCH_PROMO === '1';
/** Only the flash sale each round (its figure is the noisiest: more rounds of it for the same time). */
const FLASH_ONLY = process.env.BENCH_FLASH_ONLY === '1';
/** The issue's figure for today's flash sale (bookings/s), for the 10x target when no "before" runs. */
const ISSUE_BOOKINGS_PER_SECOND = [17, 22];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Variant {
  label: string;
  root: string;
  databaseName: string;
  databaseUrl: string;
  handle: DatabaseHandle;
  admin: pg.Pool;
  organizerId: string;
  tokens: string[];
  api: ApiProcess;
  /** Every purchase gives a promo code (BENCH_PROMO). */
  promo: boolean;
}

type Figures = Record<string, number>;

async function prepareVariant(label: string, root: string, index: number, promo: boolean): Promise<Variant> {
  const databaseName = `ticketmela_flash_${process.pid}_${index}`;
  const databaseUrl = await createDatabase(databaseName);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  const { organizerId, tokens } = await seedBuyers(handle, BUYERS);
  const api = await startApi(root, databaseUrl, { label });
  const admin = new pg.Pool({ connectionString: databaseUrl, max: CEILING_CONNECTIONS });
  // Dropping the database at the end ends its connections: an idle one's error must not end this process.
  admin.on('error', () => undefined);
  return { label, root, databaseName, databaseUrl, handle, admin, organizerId, tokens, api, promo };
}

/** A sale on this variant's database, bought through its API (with a promo code in the BENCH_PROMO variant). */
async function createSale(variant: Variant, title: string, seats: number, available = seats): Promise<Sale> {
  const sale = await createSaleOn(
    variant.handle,
    variant.organizerId,
    variant.api.address,
    title,
    seats,
    available,
  );
  return variant.promo ? withPromoCode(variant.handle, sale) : sale;
}

/**
 * Before a measurement: the tables the purchase writes vacuumed and analyzed (so autovacuum does not start on them
 * mid-measurement), and a checkpoint (so the previous measurement's dirty pages are not written during this one;
 * skipped where the bench's role may not run CHECKPOINT).
 */
async function vacuum(variant: Variant) {
  const { rows } = await variant.admin.query<{ waitlist: boolean }>(
    "select to_regclass('waitlist_entries') is not null as waitlist",
  );
  await variant.admin.query(
    `vacuum (analyze) ticket_categories, events, payments, bookings, booking_items, test_payment_intents, outbox_mails, users${rows[0]?.waitlist ? ', waitlist_entries' : ''}${variant.promo ? ', promo_codes, promo_code_buyers' : ''}`,
  );
  await variant.admin.query('checkpoint').catch(() => undefined);
}

async function flashSale(variant: Variant, round: number): Promise<Figures> {
  const sale = await createSale(variant, `Flash Sale ${round}`, SEATS);
  const purchaseMs: number[] = [];
  const soldOutMs: number[] = [];
  const failures: string[] = [];
  let lastSaleAt = 0;
  const started = performance.now();
  await inFlight(variant.tokens.slice(0, BUYERS), CONCURRENCY, async (token) => {
    const outcome = await buyOneTicket(sale, token);
    if (outcome.kind === 'booked') {
      purchaseMs.push(outcome.ms);
      lastSaleAt = performance.now();
    } else if (outcome.kind === 'sold-out') soldOutMs.push(outcome.ms);
    else failures.push(outcome.what);
  });
  const totalSeconds = (performance.now() - started) / 1000;
  const saleSeconds = (lastSaleAt - started) / 1000;

  const [gold] = await variant.handle.db
    .select({ available: ticketCategories.availableSeats })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, sale.eventId))
    .orderBy(ticketCategories.position)
    .limit(1);
  const [booked] = await variant.handle.db
    .select({ seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number) })
    .from(bookings)
    .where(eq(bookings.eventId, sale.eventId));
  const [held] = await variant.handle.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(sql`${payments.eventId} = ${sale.eventId} and ${payments.holdStatus} = 'held'`);
  if (failures.length)
    console.log(`   ${variant.label}: ${failures.length} failures, e.g. ${failures.slice(0, 3)}`);
  return {
    sold: purchaseMs.length,
    oversold: Math.max(0, booked!.seats - SEATS),
    // Every seat is booked, still held by an unpaid hold, or back in stock: anything else is lost or doubled.
    seatsUnaccounted: SEATS - booked!.seats - held!.count - gold!.available,
    failures: failures.length,
    bookingsPerSecond: purchaseMs.length / saleSeconds,
    buyersPerSecond: BUYERS / totalSeconds,
    purchaseP50: percentile(purchaseMs, 50),
    purchaseP99: percentile(purchaseMs, 99),
    soldOutP50: percentile(soldOutMs, 50),
    soldOutP99: percentile(soldOutMs, 99),
  };
}

/** The waitlist phase (issue 28) on a sale of its own; nothing for a checkout from before the waitlist. */
async function waitlistFigures(variant: Variant, round: number): Promise<Figures> {
  if (!existsSync(path.join(variant.root, 'apps/api/src/modules/waitlist'))) return {};
  await vacuum(variant);
  const sale = await createSale(variant, `Waitlist ${round}`, SEATS);
  return { ...(await waitlistPhase(variant.handle, sale, variant.tokens, SEATS, CONCURRENCY)) };
}

/** `limit` buyers in flight for BENCH_STEADY_SECONDS (after one warm-up second), with the CPU it cost. */
async function steady(
  variant: Variant,
  sale: Sale,
  limit: number,
  expect: Outcome['kind'],
): Promise<{ perSecond: number; apiCpuMs: number; databaseCpuMs: number; p50: number; failures: number }> {
  const attempt = (token: string) => buyOneTicket(sale, token);
  await steadyLoad(variant.tokens, limit, 1, attempt);
  const apiBefore = processCpuMs(variant.api.child.pid!);
  const databaseBefore = await backendCpu(variant.admin, variant.databaseName);
  const { outcomes, seconds } = await steadyLoad(variant.tokens, limit, STEADY_SECONDS, attempt);
  const apiSpent = processCpuMs(variant.api.child.pid!) - apiBefore;
  const databaseSpent = backendCpuSpent(
    databaseBefore,
    await backendCpu(variant.admin, variant.databaseName),
  );
  const wanted = outcomes.filter((outcome) => outcome.kind === expect) as { ms: number }[];
  const count = Math.max(wanted.length, 1);
  return {
    perSecond: wanted.length / seconds,
    apiCpuMs: apiSpent / count,
    databaseCpuMs: databaseSpent / count,
    p50: percentile(
      wanted.map((outcome) => outcome.ms),
      50,
    ),
    failures: outcomes.length - wanted.length,
  };
}

async function steadyFigures(variant: Variant, round: number): Promise<Figures> {
  const figures: Figures = {};
  for (const limit of [20, 64]) {
    await vacuum(variant);
    const sale = await createSale(variant, `Steady ${round} x${limit}`, 10_000_000);
    const result = await steady(variant, sale, limit, 'booked');
    figures[`purchasesPerSecond${limit}`] = result.perSecond;
    figures[`purchaseP50at${limit}`] = result.p50;
    figures[`apiCpuPerPurchase${limit}`] = result.apiCpuMs;
    figures[`databaseCpuPerPurchase${limit}`] = result.databaseCpuMs;
    figures.steadyFailures = (figures.steadyFailures ?? 0) + result.failures;
  }
  await vacuum(variant);
  const soldOut = await createSale(variant, `Sold out ${round}`, 10, 0);
  const answers = await steady(variant, soldOut, 64, 'sold-out');
  figures.soldOutPerSecond = answers.perSecond;
  figures.apiCpuPerSoldOut = answers.apiCpuMs;
  figures.databaseCpuPerSoldOut = answers.databaseCpuMs;
  figures.steadyFailures = (figures.steadyFailures ?? 0) + answers.failures;
  return figures;
}

/** Purchases, then sold-out answers, for WARMUP_SECONDS in all, unmeasured: the server's code paths compiled. */
async function warmUp(variant: Variant) {
  if (WARMUP_SECONDS <= 0) return;
  const open = await createSale(variant, 'Warm-up', 10_000_000);
  const soldOut = await createSale(variant, 'Warm-up sold out', 10, 0);
  await steadyLoad(variant.tokens, CONCURRENCY, WARMUP_SECONDS * 0.7, (token) => buyOneTicket(open, token));
  await steadyLoad(variant.tokens, CONCURRENCY, WARMUP_SECONDS * 0.3, (token) =>
    buyOneTicket(soldOut, token),
  );
}

/** The bare conditional UPDATE on one hot row, CEILING_CONNECTIONS connections, in transactions/s. */
async function ceiling(variant: Variant): Promise<number> {
  const sale = await createSale(variant, 'Ceiling', 100_000_000);
  await vacuum(variant);
  const [gold] = await variant.handle.db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, sale.eventId))
    .orderBy(ticketCategories.position)
    .limit(1);
  let updates = 0;
  const deadline = performance.now() + CEILING_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CEILING_CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        await variant.admin.query(
          'update ticket_categories set available_seats = available_seats - 1 where id = $1 and available_seats >= 1',
          [gold!.id],
        );
        updates += 1;
      }
    }),
  );
  return updates / CEILING_SECONDS;
}

/** A few purchases and sold-out answers one at a time through the counting proxy, by step. */
async function roundTrips(variant: Variant): Promise<Record<string, WireCounts>> {
  const proxy = await startRoundTripProxy(variant.databaseUrl);
  const api = await startApi(variant.root, proxy.url, { label: `${variant.label} (counted)` });
  try {
    const sale = { ...(await createSale(variant, 'Counted', 1000)), address: api.address };
    const soldOut = { ...(await createSale(variant, 'Counted sold out', 10, 0)), address: api.address };
    const totals: Record<string, WireCounts> = {};
    const add = (step: string, from: WireCounts, to: WireCounts) => {
      totals[step] ??= { roundTrips: 0, committed: 0, rolledBack: 0, blocks: 0 };
      const sum = totals[step];
      for (const key of Object.keys(sum) as (keyof WireCounts)[]) sum[key] += to[key] - from[key];
    };
    // Warm up (first use of each statement), then count.
    await buyOneTicket(sale, variant.tokens[0]!);
    await buyOneTicket(soldOut, variant.tokens[0]!);
    for (let i = 0; i < ROUND_TRIP_PURCHASES; i++) {
      let mark = proxy.counts();
      const outcome = await buyOneTicket(sale, variant.tokens[i + 1]!, (step) => {
        const now = proxy.counts();
        add(step, mark, now);
        mark = now;
      });
      if (outcome.kind !== 'booked') throw new Error(`counted purchase: ${JSON.stringify(outcome)}`);
      const before = proxy.counts();
      const answer = await buyOneTicket(soldOut, variant.tokens[i + 1]!);
      if (answer.kind !== 'sold-out') throw new Error(`counted sold-out answer: ${JSON.stringify(answer)}`);
      add('sold out', before, proxy.counts());
    }
    for (const counts of Object.values(totals)) {
      for (const key of Object.keys(counts) as (keyof WireCounts)[]) counts[key] /= ROUND_TRIP_PURCHASES;
    }
    return totals;
  } finally {
    await api.stop();
    await proxy.close();
  }
}

/** The purchase loop (20 in flight) under node --cpu-prof; prints where the API's busy time went. */
async function profile(variant: Variant) {
  const dir = path.join(PROFILE_DIR!, variant.label.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const api = await startApi(variant.root, variant.databaseUrl, {
    label: `${variant.label} (profiled)`,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  await vacuum(variant);
  const sale = { ...(await createSale(variant, 'Profiled', 10_000_000)), address: api.address };
  const attempt = (token: string) => buyOneTicket(sale, token);
  await steadyLoad(variant.tokens, 20, 2, attempt);
  // The profile is stamped with the monotonic clock, which this process reads too.
  const from = Number(process.hrtime.bigint() / 1000n);
  const { outcomes, seconds } = await steadyLoad(variant.tokens, 20, STEADY_SECONDS, attempt);
  const to = Number(process.hrtime.bigint() / 1000n);
  await api.stop();
  const booked = outcomes.filter((outcome) => outcome.kind === 'booked').length;
  const file = readdirSync(dir).find((entry) => entry.endsWith(`.${api.child.pid}.0.001.cpuprofile`));
  console.log(
    `\n== profile of the purchase loop, ${variant.label} (${variant.root}): ${(booked / seconds).toFixed(0)} purchases/s under the profiler`,
  );
  if (!file) return void console.log('   (no profile written)');
  const summary = summarizeProfile(path.join(dir, file), {
    fromMicros: from,
    toMicros: to,
    appRoots: [variant.root, repoRoot],
  });
  console.log(formatSummary(summary, 14));
  console.log(`  busy ms per purchase: ${(summary.busyMicros / 1000 / Math.max(booked, 1)).toFixed(2)}`);
  console.log(`  profile: ${path.join(dir, file)}`);
}

const rows: [string, string, (f: Figures) => number, number][] = [
  ['flash: sold (of seats)', 'min', (f) => f.sold!, 0],
  ['flash: oversold', 'max', (f) => f.oversold!, 0],
  ['flash: seats lost or doubled', 'max', (f) => Math.abs(f.seatsUnaccounted!), 0],
  ['flash: failed buyers', 'max', (f) => f.failures!, 0],
  ['flash: bookings/s (to the last sale)', 'median', (f) => f.bookingsPerSecond!, 1],
  ['flash: buyers answered/s', 'median', (f) => f.buyersPerSecond!, 0],
  ['flash: purchase p50 ms', 'median', (f) => f.purchaseP50!, 0],
  ['flash: purchase p99 ms', 'median', (f) => f.purchaseP99!, 0],
  ['flash: sold-out answer p50 ms', 'median', (f) => f.soldOutP50!, 1],
  ['flash: sold-out answer p99 ms', 'median', (f) => f.soldOutP99!, 1],
  ['ceiling: bare hot-row UPDATE tx/s', 'median', (f) => f.ceiling!, 0],
  ['ratio buyers/s : ceiling', 'median', (f) => f.buyersPerSecond! / f.ceiling!, 3],
  ['ratio bookings/s : ceiling', 'median', (f) => f.bookingsPerSecond! / f.ceiling!, 3],
  ['steady purchases/s, 20 in flight', 'median', (f) => f.purchasesPerSecond20!, 0],
  ['steady purchases/s, 64 in flight', 'median', (f) => f.purchasesPerSecond64!, 0],
  ['ratio purchases/s (64) : ceiling', 'median', (f) => f.purchasesPerSecond64! / f.ceiling!, 3],
  ['steady purchase p50 ms, 20 in flight', 'median', (f) => f.purchaseP50at20!, 1],
  ['API CPU ms per purchase (20)', 'median', (f) => f.apiCpuPerPurchase20!, 2],
  ['PostgreSQL CPU ms per purchase (20)', 'median', (f) => f.databaseCpuPerPurchase20!, 2],
  ['sold-out answers/s, 64 in flight', 'median', (f) => f.soldOutPerSecond!, 0],
  ['API CPU ms per sold-out answer', 'median', (f) => f.apiCpuPerSoldOut!, 2],
  ['PostgreSQL CPU ms per sold-out answer', 'median', (f) => f.databaseCpuPerSoldOut!, 2],
  ['steady failures', 'max', (f) => f.steadyFailures!, 0],
  ['waitlist: joins/s (all buyers join)', 'median', (f) => f.waitlistJoinsPerSecond ?? Number.NaN, 0],
  ['waitlist: cancellations/s', 'median', (f) => f.waitlistCancellationsPerSecond ?? Number.NaN, 0],
  ['waitlist: offers made/s', 'median', (f) => f.waitlistOffersPerSecond ?? Number.NaN, 0],
  ['waitlist: offers made (of seats back)', 'min', (f) => f.waitlistOffers ?? Number.NaN, 0],
  ['waitlist: seats offered twice or lost', 'max', (f) => f.waitlistDoubled ?? Number.NaN, 0],
  ['waitlist: failed requests', 'max', (f) => f.waitlistFailures ?? Number.NaN, 0],
];

function aggregate(values: number[], how: string) {
  if (how === 'min') return Math.min(...values);
  if (how === 'max') return Math.max(...values);
  return median(values);
}

function printTable(variants: Variant[], samples: Map<string, Figures[]>) {
  const labels = variants.map((variant) => variant.label);
  const compare = labels.length === 2;
  console.log(
    `\nflash sale: ${BUYERS} buyers, ${SEATS} seats, ${CONCURRENCY} in flight; steady ${STEADY_SECONDS} s; ${ROUNDS} rounds interleaved; PostgreSQL, one API process each`,
  );
  console.log(
    `${''.padEnd(40)}${labels.map((label) => label.padStart(22)).join('')}${compare ? `${labels[1]}/${labels[0]}`.padStart(14) : ''}`,
  );
  for (const [name, how, pick, digits] of rows) {
    const values = labels.map((label) => samples.get(label)!.map(pick));
    const cells = values.map((list) => {
      const main = aggregate(list, how).toFixed(digits);
      const spread =
        how === 'median' && list.length > 1
          ? ` [${Math.min(...list).toFixed(digits)}-${Math.max(...list).toFixed(digits)}]`
          : '';
      return `${main}${spread}`.padStart(22);
    });
    const ratio = compare
      ? (aggregate(values[1]!, how) / aggregate(values[0]!, how)).toFixed(2).padStart(14)
      : '';
    console.log(`${name.padEnd(40)}${cells.join('')}${ratio}`);
  }
}

function printTargets(variants: Variant[], samples: Map<string, Figures[]>) {
  const after = samples.get(variants.at(-1)!.label)!;
  const buyersRatio = median(after.map((f) => f.buyersPerSecond! / f.ceiling!));
  const bookings = median(after.map((f) => f.bookingsPerSecond!));
  const oversold = Math.max(...after.map((f) => f.oversold!));
  console.log('\nissue 14 targets (this checkout):');
  console.log(
    `  buyers answered/s : ceiling >= 0.5          ${buyersRatio.toFixed(3)} ${buyersRatio >= 0.5 ? 'met' : 'NOT met'}`,
  );
  if (variants.length === 2 && !PROMO) {
    const before = median(samples.get(variants[0]!.label)!.map((f) => f.bookingsPerSecond!));
    const times = bookings / before;
    console.log(
      `  bookings/s >= 10x before (same run)          ${times.toFixed(1)}x (${before.toFixed(1)} -> ${bookings.toFixed(1)}) ${times >= 10 ? 'met' : 'NOT met'}`,
    );
  }
  const [low, high] = ISSUE_BOOKINGS_PER_SECOND;
  console.log(
    `  bookings/s >= 10x the issue's ${low}-${high}/s       ${bookings.toFixed(1)} (${(bookings / high!).toFixed(1)}-${(bookings / low!).toFixed(1)}x) ${bookings >= 10 * high! ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  0 oversold                                  ${oversold} ${oversold === 0 ? 'met' : 'NOT met'}`,
  );
}

/** Issue 29: a promo code on every purchase costs at most 10% of the purchase path's throughput. */
function printPromoCost(samples: Map<string, Figures[]>) {
  const ratio = (pick: (f: Figures) => number) =>
    median(samples.get('code')!.map(pick)) / median(samples.get('no code')!.map(pick));
  console.log('\nissue 29 target: with a code within 10% of without (code / no code, medians):');
  for (const [name, pick] of [
    ['flash: bookings/s', (f: Figures) => f.bookingsPerSecond!],
    ['flash: buyers answered/s', (f: Figures) => f.buyersPerSecond!],
    ['steady purchases/s, 20 in flight', (f: Figures) => f.purchasesPerSecond20!],
    ['steady purchases/s, 64 in flight', (f: Figures) => f.purchasesPerSecond64!],
  ] as const) {
    const value = ratio(pick);
    console.log(`  ${name.padEnd(40)} ${value.toFixed(3)} ${value >= 0.9 ? 'within 10%' : 'NOT within 10%'}`);
  }
}

function printRoundTrips(counted: Map<string, Record<string, WireCounts>>) {
  console.log(
    `\ndatabase round trips / transactions committed (explicit blocks) per step, ${ROUND_TRIP_PURCHASES} purchases one at a time:`,
  );
  for (const [label, steps] of counted) {
    const cells = ['hold', 'pay', 'book', 'sold out'].map((step) => {
      const counts = steps[step];
      return counts
        ? `${step} ${counts.roundTrips.toFixed(1)} / ${counts.committed.toFixed(1)} (${counts.blocks.toFixed(1)})`
        : `${step} -`;
    });
    const purchase = ['hold', 'pay', 'book'].reduce(
      (sum, step) => ({
        roundTrips: sum.roundTrips + (steps[step]?.roundTrips ?? 0),
        committed: sum.committed + (steps[step]?.committed ?? 0),
        blocks: sum.blocks + (steps[step]?.blocks ?? 0),
      }),
      { roundTrips: 0, committed: 0, blocks: 0 },
    );
    console.log(
      `  ${label.padEnd(8)} purchase ${purchase.roundTrips.toFixed(1)} / ${purchase.committed.toFixed(1)} (${purchase.blocks.toFixed(1)}): ${cells.join(', ')}`,
    );
  }
}

async function main() {
  const roots: [string, string, boolean][] = PROMO
    ? [
        ['no code', repoRoot, false],
        ['code', repoRoot, true],
      ]
    : process.env.BENCH_BEFORE_ROOT
      ? [
          ['before', path.resolve(process.env.BENCH_BEFORE_ROOT), false],
          ['after', repoRoot, false],
        ]
      : [['this', repoRoot, false]];
  const variants: Variant[] = [];
  try {
    for (const [index, [label, root, promo]] of roots.entries())
      variants.push(await prepareVariant(label, root, index, promo));
    for (const variant of variants) await warmUp(variant);
    const samples = new Map<string, Figures[]>(variants.map((variant) => [variant.label, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? variants : [...variants].reverse();
      const roundFigures = new Map<string, Figures>();
      for (const variant of order) {
        console.log(`round ${round}/${ROUNDS}: ${variant.label}`);
        await vacuum(variant);
        const flash = await flashSale(variant, round);
        if (FLASH_ONLY) {
          roundFigures.set(variant.label, flash);
          continue;
        }
        const waitlist = await waitlistFigures(variant, round);
        roundFigures.set(variant.label, { ...flash, ...waitlist, ...(await steadyFigures(variant, round)) });
      }
      const roundCeiling = await ceiling(variants.at(-1)!);
      for (const [label, figures] of roundFigures)
        samples.get(label)!.push({ ...figures, ceiling: roundCeiling });
    }
    if (ROUNDS > 0) {
      printTable(variants, samples);
      printTargets(variants, samples);
      if (PROMO) printPromoCost(samples);
    }

    const counted = new Map<string, Record<string, WireCounts>>();
    for (const variant of variants) counted.set(variant.label, await roundTrips(variant));
    printRoundTrips(counted);
    if (PROFILE_DIR) for (const variant of variants) await profile(variant);
  } finally {
    for (const variant of variants) {
      await variant.api.stop();
      await variant.admin.end();
      await variant.handle.close();
      await dropDatabase(variant.databaseName);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
