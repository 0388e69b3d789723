import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

/** A check that has not answered by then counts as down: a scrape must not hang on it. */
const CHECK_DEADLINE_MS = 1500;

function upWithin(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_DEADLINE_MS);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * This process's view of the dependencies besides the database (decision 0030): whether the image storage takes
 * writes and whether the rate-limit store answers, read at scrape time, as readiness shows them.
 */
export function dependencyGauges(app: FastifyInstance, registry: Registry): { refresh(): Promise<void> } {
  const storageUp = new Gauge({
    name: 'ticketmela_image_storage_up',
    help: '1 when this process can write event images to its storage (folder or bucket), by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const rateLimitStoreUp = new Gauge({
    name: 'ticketmela_rate_limit_store_up',
    help: '1 when the store the rate limits are counted in answers (memory: always), by store',
    labelNames: ['store'],
    registers: [registry],
  });
  return {
    async refresh() {
      const [storage, limits] = await Promise.all([
        upWithin(app.imageStorage.isWritable()),
        upWithin(app.rateLimitStore.isAvailable()),
      ]);
      storageUp.set({ kind: app.imageStorage.kind }, storage ? 1 : 0);
      rateLimitStoreUp.set({ store: app.rateLimitStore.kind }, limits ? 1 : 0);
    },
  };
}
