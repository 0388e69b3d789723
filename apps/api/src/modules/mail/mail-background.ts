import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { MailDocumentAttachments } from './mail-documents';
import { mailTransportFromConfig } from './mail-transport';
import { processDueMails } from './mail-worker';

/**
 * Runs this process's mail worker (registered by modules/background): a pass at start-up, which sends
 * whatever an earlier process left queued, and one every MAIL_POLL_INTERVAL_SECONDS. Closing the server
 * stops claiming and waits for the mails in hand, so a graceful restart never leaves one half-sent.
 */
export function startMailWorker(
  app: FastifyInstance,
  mail: AppConfig['mail'],
  extras: { documentAttachments?: MailDocumentAttachments } = {},
): void {
  const transport = mailTransportFromConfig(mail);
  const given = extras.documentAttachments;
  // Each failure is logged: the worker retries the mail, and at last sends it without them (MAX_DOCUMENT_ATTEMPTS).
  const documentAttachments: MailDocumentAttachments | undefined =
    given &&
    (async (toSend) => {
      try {
        return await given(toSend);
      } catch (error) {
        app.log.warn({ err: error, kind: toSend.kind }, "a mail's documents could not be attached");
        throw error;
      }
    });
  let stopping = false;
  let running: Promise<void> | null = null;

  const pass = () => {
    if (running || stopping) return;
    const started = performance.now();
    running = processDueMails(
      app.db,
      transport,
      {
        publicUrl: mail.publicUrl,
        shouldStop: () => stopping,
        leaseMs: mail.leaseSeconds * 1000,
        documentAttachments,
      },
      new Date(),
    )
      .then((counts) => {
        app.metrics.recordPass('mails', (performance.now() - started) / 1000);
        for (const [outcome, count] of Object.entries(counts))
          app.metrics.recordJobs('mails', outcome, count);
        if (counts.sent + counts.kept + counts.retry + counts.failed > 0)
          app.log.info(counts, 'mail worker pass');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => pass());
  const timer = setInterval(pass, mail.pollIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
    transport?.close();
  });
}
