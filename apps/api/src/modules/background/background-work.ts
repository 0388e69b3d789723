import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { processDueRefunds } from '../bookings/refunds.service';
import { startMailWorker } from '../mail/mail-background';
import { releaseExpiredHolds } from '../payments/payments.service';

/**
 * The background work of one API process: the sweeper that returns the seats of expired holds, and the
 * refund worker, and the mail worker. HOLD_SWEEP_INTERVAL_SECONDS=0 turns them off (tests drive them by hand).
 */
export const backgroundWork = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const intervalSeconds = options.config.payments.sweepIntervalSeconds;
  if (intervalSeconds <= 0) return;

  const timer = setInterval(() => {
    releaseExpiredHolds(app.db, app.paymentProvider, new Date())
      .then((released) => {
        if (released > 0) app.log.info({ released }, 'released expired seat holds');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'seat hold sweep failed'));
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // Refunds are durable work: queued rows are sent (and failed ones retried with backoff) by this
  // worker, which starts with whatever a previous process left unfinished.
  let refunding = false;
  const sendRefunds = () => {
    if (refunding) return;
    refunding = true;
    processDueRefunds(app.db, app.paymentProvider, new Date())
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'processed queued refunds');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'refund worker failed'))
      .finally(() => {
        refunding = false;
      });
  };
  app.addHook('onReady', async () => sendRefunds());
  const refundTimer = setInterval(sendRefunds, intervalSeconds * 1000);
  refundTimer.unref();
  app.addHook('onClose', async () => clearInterval(refundTimer));

  // E-mails are durable work too: the outbox is sent (or kept, without SMTP) by this process's mail worker.
  startMailWorker(app, options.config.mail);
});
