import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { settleExpiredHolds } from '../bookings/hold-settlement.service';
import { purchaseTermsOf } from '../bookings/purchase-terms';
import { processDueRefunds } from '../bookings/refund-sending.service';
import { startMailWorker } from '../mail/mail-background';
import type { MailDocumentAttachments } from '../mail/mail-documents';
import { foldTallyDeltas } from '../tallies/tally-folding';
import { runWaitingRoomPass } from '../waiting-room/waiting-room-pass';
import { runWaitlistPass } from '../waitlist/waitlist-pass';
import { repeatPass } from './repeating-pass';

interface BackgroundWorkOptions {
  config: AppConfig;
  /** The files of other modules that mails carry (a booking's tax documents), from app.ts. */
  mailDocumentAttachments?: MailDocumentAttachments | undefined;
}

/**
 * The background work of one API process: the sweeper that settles expired holds, the refund worker, the waitlist's
 * pass, the waiting rooms' pass, the tally fold and the mail worker. Every process runs all six; their claims (FOR UPDATE SKIP LOCKED, leases) share the jobs out
 * and do none twice (decision 0025). HOLD_SWEEP_INTERVAL_SECONDS=0 turns them off (tests drive them by hand).
 */
export const backgroundWork = fp(async (app: FastifyInstance, options: BackgroundWorkOptions) => {
  const { sweepIntervalSeconds, refundLeaseSeconds } = options.config.payments;
  if (sweepIntervalSeconds <= 0) return;

  // Expired holds are settled with the provider before their seats go back: paid ones are booked or refunded.
  repeatPass(app, 'seat hold sweep', sweepIntervalSeconds, async (shouldStop) => {
    const started = performance.now();
    const settled = await settleExpiredHolds(app.db, app.paymentProvider, new Date(), {
      terms: purchaseTermsOf(options.config),
      leaseMs: refundLeaseSeconds * 1000,
      shouldStop,
      onError: (error, paymentId) =>
        app.log.warn({ err: error, paymentId }, 'a seat hold could not be settled yet'),
    });
    app.metrics.recordPass('holds', (performance.now() - started) / 1000);
    for (const [outcome, count] of Object.entries(settled)) app.metrics.recordJobs('holds', outcome, count);
    if (settled.released + settled.booked + settled.refunded > 0)
      app.log.info(settled, 'settled expired seat holds');
  });

  // Refunds are durable work: queued rows are sent (and failed ones retried with backoff) by this worker, which
  // starts with whatever a previous process left unfinished.
  repeatPass(app, 'refund worker', sweepIntervalSeconds, async (shouldStop) => {
    const started = performance.now();
    const sent = await processDueRefunds(app.db, app.paymentProvider, new Date(), 50, {
      leaseMs: refundLeaseSeconds * 1000,
      shouldStop,
    });
    app.metrics.recordPass('refunds', (performance.now() - started) / 1000);
    app.metrics.recordJobs('refunds', 'handled', sent);
    if (sent > 0) app.log.info({ sent }, 'processed queued refunds');
  });

  // Seats that came back go to the people waiting for them (decision 0041): offers made, settled, lists closed.
  repeatPass(app, 'waitlist pass', options.config.payments.waitlistPassSeconds, async (shouldStop) => {
    const started = performance.now();
    const counts = await runWaitlistPass(app.db, app.paymentProvider.name, new Date(), shouldStop);
    app.metrics.recordPass('waitlist', (performance.now() - started) / 1000);
    for (const [outcome, count] of Object.entries(counts)) app.metrics.recordJobs('waitlist', outcome, count);
    if (counts.offers + counts.closed > 0) app.log.info(counts, 'waitlist offers made and lists closed');
  });

  // Waiting rooms are drawn at their on-sale time, then admit their next numbers as seats allow (decision 0049).
  const { passSeconds, maxAdmitPerSecond, revealPerSecond } = options.config.waitingRoom;
  repeatPass(app, 'waiting room pass', passSeconds, async (shouldStop) => {
    const started = performance.now();
    const counts = await runWaitingRoomPass(
      app.db,
      () => new Date(),
      { maxAdmitPerSecond, intervalSeconds: passSeconds, revealPerSecond },
      shouldStop,
      app.queueLine,
    );
    app.metrics.recordPass('waiting-room', (performance.now() - started) / 1000);
    for (const [outcome, count] of Object.entries(counts))
      app.metrics.recordJobs('waiting-room', outcome, count);
    if (counts.drawn > 0) app.log.info(counts, 'waiting rooms drawn at their on-sale time');
  });

  // Counts appended as deltas by the bookings' and events' writers are folded into their tallies (decision 0046).
  repeatPass(app, 'tally fold', sweepIntervalSeconds, async (shouldStop) => {
    const started = performance.now();
    const folded = await foldTallyDeltas(app.db, { shouldStop });
    app.metrics.recordPass('tallies', (performance.now() - started) / 1000);
    app.metrics.recordJobs('tallies', 'folded', folded);
  });

  // E-mails are durable work too: the outbox is sent (or kept, without SMTP) by this process's mail worker.
  startMailWorker(app, options.config.mail, { documentAttachments: options.mailDocumentAttachments });
});
