import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const DependenciesSchema = {
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** Where event images are written; ok: writable now. */
  storage: z.object({ kind: z.enum(['disk', 's3']), ok: z.boolean() }),
  /** Where the rate limits are counted; ok: the store answers (memory always does). */
  rateLimits: z.object({ store: z.enum(['memory', 'redis']), ok: z.boolean() }),
};

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  ...DependenciesSchema,
  uptimeSeconds: z.number(),
});

const LiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const ReadySchema = z.object({
  status: z.enum(['ready', 'degraded', 'not_ready']),
  ...DependenciesSchema,
});

/**
 * How long a check may take before it counts as failed: a balancer's probe (typically 2 s or more) must get an
 * answer, and a database that does not answer is exactly what it must hear about (decision 0030).
 */
const CHECK_DEADLINE_MS = 1500;

/** True when the work finishes within the deadline; false when it fails or is still running then. */
function succeedsWithin(work: Promise<unknown>, deadlineMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  const done = work.then(
    () => true,
    () => false,
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

function assertTrue(value: boolean): void {
  if (!value) throw new Error('not available');
}

/**
 * Health for people and load balancers. `/health/live`: the process answers (restart it if not). `/health/ready`: it
 * may be sent traffic: migrated, listening, database reachable; while the server closes (SIGTERM) Fastify answers 503
 * to every route, this one included, so a balancer stops sending before the process exits. `/health`: both, for people.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every dependency checked at once, each within the deadline. */
  const checkDependencies = async () => {
    const [database, storage, rateLimits] = await Promise.all([
      succeedsWithin(app.database.ping(), CHECK_DEADLINE_MS),
      succeedsWithin(app.imageStorage.isWritable().then(assertTrue), CHECK_DEADLINE_MS),
      succeedsWithin(app.rateLimitStore.isAvailable().then(assertTrue), CHECK_DEADLINE_MS),
    ]);
    return {
      database: { kind: app.database.kind, ok: database },
      storage: { kind: app.imageStorage.kind, ok: storage },
      rateLimits: { store: app.rateLimitStore.kind, ok: rateLimits },
    };
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const dependencies = await checkDependencies();
      const allOk = dependencies.database.ok && dependencies.storage.ok && dependencies.rateLimits.ok;
      return reply.status(dependencies.database.ok ? 200 : 503).send({
        status: allOk ? 'ok' : 'degraded',
        ...dependencies,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is running and its event loop answers (no database call)',
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: this process may be sent traffic (database reachable, not shutting down); image storage and the rate-limit store shown, degraded without them',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const dependencies = await checkDependencies();
      if (!dependencies.database.ok) return reply.status(503).send({ status: 'not_ready', ...dependencies });
      // Image uploads or the limited forms failing: the rest of the product still works, and the same fault is
      // usually every process's, so the process stays in the balancer and says what is wrong (decision 0030).
      const degraded = !dependencies.storage.ok || !dependencies.rateLimits.ok;
      return reply.status(200).send({ status: degraded ? 'degraded' : 'ready', ...dependencies });
    },
  );
};
