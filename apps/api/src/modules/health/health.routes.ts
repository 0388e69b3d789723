import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

const LiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
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

/**
 * Health for people and load balancers. `/health/live`: the process answers (restart it if not). `/health/ready`: it
 * may be sent traffic: migrated, listening, database reachable; while the server closes (SIGTERM) Fastify answers 503
 * to every route, this one included, so a balancer stops sending before the process exits. `/health`: both, for people.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseOk = () => succeedsWithin(app.database.ping(), CHECK_DEADLINE_MS);

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
      const ok = await databaseOk();
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { kind: app.database.kind, ok },
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
        summary: 'Readiness: this process may be sent traffic (database reachable, not shutting down)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const ok = await databaseOk();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ready' : 'not_ready', database: { kind: app.database.kind, ok } });
    },
  );
};
