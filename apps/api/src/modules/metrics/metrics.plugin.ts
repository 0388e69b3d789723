import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import { dependencyGauges } from './dependency-gauges';
import { assertMayReadMetrics } from './metrics-access';
import { readSystemSnapshot } from './system-snapshot';

export type WorkerName = 'holds' | 'refunds' | 'mails' | 'waitlist' | 'waiting-room' | 'tallies';

export interface AppMetrics {
  /** Counts jobs a worker of this process finished, by outcome (released, processed, failed, sent, kept, retry). */
  recordJobs(worker: WorkerName, outcome: string, count: number): void;
  /** Records how long one pass of a worker took. */
  recordPass(worker: WorkerName, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The process's own figures under their usual names (process_*, nodejs_*: CPU, memory, event loop lag, GC), collected once per process however many apps it builds (the tests build many). */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics (prom-client): requests and their latency by route, this process's worker
 * activity, and the system's state read from the database at scrape time. Kept off the public: see metrics-access.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'ticketmela_http_requests_total',
    help: 'HTTP requests answered by this process, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const latency = new Histogram({
    name: 'ticketmela_http_request_duration_seconds',
    help: 'Time from a request to its answer in this process, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobs = new Counter({
    name: 'ticketmela_worker_jobs_total',
    help: 'Background jobs finished by this process, by worker and outcome',
    labelNames: ['worker', 'outcome'],
    registers,
  });
  const passes = new Histogram({
    name: 'ticketmela_worker_pass_duration_seconds',
    help: 'Duration of one pass of a background worker in this process',
    labelNames: ['worker'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers,
  });
  const databaseUp = new Gauge({
    name: 'ticketmela_database_up',
    help: '1 when the figures below could be read from the database at this scrape',
    registers,
  });
  const seats = new Gauge({
    name: 'ticketmela_seats',
    help: 'Seats held by payments in progress and sold in active bookings (whole system)',
    labelNames: ['state'],
    registers,
  });
  const paidUnbooked = new Gauge({
    name: 'ticketmela_paid_unbooked_payments',
    help: 'Payments taken whose seat hold has run out with neither a booking nor a refund (whole system; the hold sweeper books or refunds each, so it should be 0 after its passes)',
    registers,
  });
  const bookingCount = new Gauge({
    name: 'ticketmela_bookings',
    help: 'Bookings by state (whole system)',
    labelNames: ['state'],
    registers,
  });
  const refundCount = new Gauge({
    name: 'ticketmela_refunds',
    help: 'Refunds by status (whole system)',
    labelNames: ['status'],
    registers,
  });
  const outbox = new Gauge({
    name: 'ticketmela_outbox_mails',
    help: 'E-mails in the outbox by status; pending is the depth still to send (whole system)',
    labelNames: ['status'],
    registers,
  });
  const lag = new Gauge({
    name: 'ticketmela_worker_lag_seconds',
    help: 'How long the oldest due job of each worker has been waiting (whole system; 0: none is due)',
    labelNames: ['worker'],
    registers,
  });

  const dependencies = dependencyGauges(app, registry);

  app.decorate('metrics', {
    recordJobs: (worker, outcome, count) => {
      if (count > 0) jobs.inc({ worker, outcome }, count);
    },
    recordPass: (worker, seconds) => passes.observe({ worker }, seconds),
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  async function readSystemFigures() {
    try {
      const snapshot = await readSystemSnapshot(app.db);
      databaseUp.set(1);
      seats.set({ state: 'held' }, snapshot.seatsHeld);
      seats.set({ state: 'sold' }, snapshot.seatsSold);
      paidUnbooked.set(snapshot.paidUnbooked);
      bookingCount.set({ state: 'active' }, snapshot.bookingsActive);
      bookingCount.set({ state: 'cancelled' }, snapshot.bookingsCancelled);
      for (const [status, count] of Object.entries(snapshot.refunds)) refundCount.set({ status }, count);
      for (const [status, count] of Object.entries(snapshot.mails)) outbox.set({ status }, count);
      for (const [worker, seconds] of Object.entries(snapshot.lagSeconds)) lag.set({ worker }, seconds);
    } catch (error) {
      app.log.warn({ err: error }, 'metrics could not read the database');
      databaseUp.set(0);
    }
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertMayReadMetrics(request, options.config.metrics.token);
    await Promise.all([readSystemFigures(), dependencies.refresh()]);
    const merged = Registry.merge([processRegistry, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
