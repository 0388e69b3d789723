import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` when the server is ready and then every `intervalSeconds`, never two at once. Closing the server stops
 * the timer, tells the running pass to stop after its current job (`shouldStop`), and waits for it, so a graceful
 * shutdown leaves no job half done (a killed process leaves its claimed jobs to the others, by their leases).
 */
export function repeatPass(
  app: FastifyInstance,
  name: string,
  intervalSeconds: number,
  pass: (shouldStop: () => boolean) => Promise<unknown>,
): void {
  let stopping = false;
  let running: Promise<void> | null = null;
  const shouldStop = () => stopping;

  const run = () => {
    if (running || stopping) return;
    running = pass(shouldStop)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => run());
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
}
