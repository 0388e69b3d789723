import { randomUUID } from 'node:crypto';
import type { MailKind } from '@ticketmela/domain';
import { and, asc, eq, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type OutboxMailRow, outboxMails } from '../../db/schema/mail';
import type { MailDocumentAttachments } from './mail-documents';
import { isPermanentSmtpFailure, type MailTransport } from './mail-transport';
import { type MailAttachment, type MailToRender, mailAttachments, renderMailParts } from './render-mail';

/** A mail that cannot be sent is retried with growing delays, up to this many attempts; then it is 'failed'. */
export const MAX_MAIL_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 2 * 60 * 60_000;
/**
 * A claimed mail is left alone by every other worker for this long. One send is bounded well inside it by
 * the SMTP timeouts (mail-transport.ts), so only a worker that died mid-send lets its lease run out.
 */
export const MAIL_LEASE_MS = 5 * 60_000;
const NEVER = new Date('9999-01-01T00:00:00Z');
/**
 * A mail whose documents cannot be made is retried like an unsent one (30 s, then 1 min) for this many attempts;
 * the last of them sends it without its documents, so a broken invoice never holds back a ticket (nor, through
 * the order key, the mails after it). The buyer can still download the document from the site.
 */
export const MAX_DOCUMENT_ATTEMPTS = 3;

/** 30 s, 1 min, 2 min, ... capped at 2 hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export interface MailWorkerOptions {
  /** Links in mails start with this (PUBLIC_URL). */
  publicUrl: string;
  /** How many mails are sent at the same time by this process. */
  lanes?: number;
  /** Most mails one pass handles, so a pass ends and the next one starts fresh. */
  limit?: number;
  /** Checked before each claim: a closing server stops claiming and finishes what it holds. */
  shouldStop?: () => boolean;
  /** How long a claim is left to this worker (MAIL_LEASE_SECONDS; default MAIL_LEASE_MS). */
  leaseMs?: number;
  /** Files of other modules that a mail carries besides its own (the booking's tax documents: issue 27). */
  documentAttachments?: MailDocumentAttachments;
}

const earlier = alias(outboxMails, 'earlier');

/**
 * A mail waits while an earlier mail of its recipient and order key is not yet sent (pending: new, being sent or
 * waiting for a retry), so the mails about one's tickets to an event arrive in the order they were queued.
 */
const noEarlierMailWaiting = notExists(
  sql`(select 1 from ${outboxMails} as ${sql.identifier('earlier')} where ${and(
    eq(earlier.recipient, outboxMails.recipient),
    eq(earlier.orderKey, outboxMails.orderKey),
    eq(earlier.status, 'pending'),
    lt(earlier.seq, outboxMails.seq),
  )})`,
);

/**
 * Claims the oldest due mail that no earlier mail of its order holds back: FOR UPDATE SKIP LOCKED keeps concurrent workers (other API processes) off
 * the same row, and pushing `next_attempt_at` ahead by the lease keeps them off it after this commits,
 * until the lease runs out. A new claim token is written each time: only its holder records the outcome.
 */
async function claimNextMail(db: Database, now: Date, leaseMs: number): Promise<OutboxMailRow | undefined> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, now), noEarlierMailWaiting))
    .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  // `id = (subquery)` is evaluated once; `id in (subquery)` may run the LIMIT 1 subquery once per row it compares and
  // claim several mails while this worker sends one (the others then waited out their leases).
  const [claimed] = await db
    .update(outboxMails)
    .set({
      claimToken: randomUUID(),
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      attempts: sql`${outboxMails.attempts} + 1`,
      updatedAt: now,
    })
    .where(eq(outboxMails.id, due))
    .returning();
  return claimed;
}

type Outcome = 'sent' | 'kept' | 'retry' | 'failed';

/** Records what happened, only while this worker still holds the claim (a later claim wins). */
async function recordOutcome(
  db: Database,
  mail: OutboxMailRow,
  changes: Partial<typeof outboxMails.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(outboxMails)
    .set({ ...changes, claimToken: null })
    .where(and(eq(outboxMails.id, mail.id), eq(outboxMails.claimToken, mail.claimToken!)))
    .returning({ id: outboxMails.id });
  return updated.length > 0;
}

function messageIdOf(mail: OutboxMailRow, publicUrl: string): string {
  return `<${mail.id}@${new URL(publicUrl).hostname}>`;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * The documents a mail carries from outside this module. When they cannot be made, the attempt fails (and is
 * retried) until the last of MAX_DOCUMENT_ATTEMPTS, which goes without them and says so in the row's last error.
 */
async function documentsOf(
  mail: OutboxMailRow,
  options: MailWorkerOptions,
): Promise<{ attachments: MailAttachment[]; missing: string | null }> {
  if (!options.documentAttachments) return { attachments: [], missing: null };
  try {
    return {
      attachments: await options.documentAttachments({ kind: mail.kind as MailKind, payload: mail.payload }),
      missing: null,
    };
  } catch (error) {
    const reason = `Its documents could not be attached: ${errorText(error)}`;
    if (mail.attempts < MAX_DOCUMENT_ATTEMPTS) throw new Error(reason, { cause: error });
    return { attachments: [], missing: `Sent without its documents. ${reason}`.slice(0, 1000) };
  }
}

/**
 * Renders (once: retries send the stored parts) and sends one claimed mail. Without a transport nothing
 * leaves the machine: the rendered mail is kept for /admin/emails. "At most once" at the SMTP level means
 * the row is marked sent right after the server accepted the message; a worker that dies between the two
 * leaves the mail to be sent again once its lease runs out (decision 0023).
 */
async function deliver(
  db: Database,
  mail: OutboxMailRow,
  transport: MailTransport | null,
  options: MailWorkerOptions,
  now: Date,
): Promise<Outcome> {
  const toRender: MailToRender = {
    kind: mail.kind as MailToRender['kind'],
    payload: mail.payload,
    createdAt: mail.createdAt,
  };
  let parts: { html: string; text: string } | null =
    mail.html !== null && mail.text !== null ? { html: mail.html, text: mail.text } : null;
  try {
    parts ??= await renderMailParts(toRender, options.publicUrl);
    if (!transport) {
      await recordOutcome(db, mail, {
        status: 'kept',
        ...parts,
        lastError: null,
        nextAttemptAt: NEVER,
        updatedAt: now,
      });
      return 'kept';
    }
    const documents = await documentsOf(mail, options);
    const { response } = await transport.send({
      to: mail.recipient,
      replyTo: mail.replyTo,
      subject: mail.subject,
      ...parts,
      attachments: [...(await mailAttachments(toRender, options.publicUrl)), ...documents.attachments],
      messageId: messageIdOf(mail, options.publicUrl),
    });
    await recordOutcome(db, mail, {
      status: 'sent',
      ...parts,
      smtpResponse: response.slice(0, 500),
      lastError: documents.missing,
      nextAttemptAt: NEVER,
      sentAt: now,
      updatedAt: now,
    });
    return 'sent';
  } catch (error) {
    const giveUp = isPermanentSmtpFailure(error) || mail.attempts >= MAX_MAIL_ATTEMPTS;
    await recordOutcome(db, mail, {
      status: giveUp ? 'failed' : 'pending',
      ...(parts ?? {}),
      lastError: errorText(error),
      nextAttemptAt: giveUp ? NEVER : new Date(now.getTime() + mailRetryDelayMs(mail.attempts)),
      updatedAt: now,
    });
    return giveUp ? 'failed' : 'retry';
  }
}

/**
 * The worker's pass: every due mail (new, or waiting for a retry), a few at a time. Returns how many it
 * handled, by outcome. Safe to run in several processes at once.
 */
export async function processDueMails(
  db: Database,
  transport: MailTransport | null,
  options: MailWorkerOptions,
  now: Date,
): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, kept: 0, retry: 0, failed: 0 };
  const limit = options.limit ?? 200;
  let handled = 0;
  const lane = async () => {
    while (handled < limit && !options.shouldStop?.()) {
      const mail = await claimNextMail(db, now, options.leaseMs ?? MAIL_LEASE_MS);
      if (!mail) return;
      handled += 1;
      counts[await deliver(db, mail, transport, options, now)] += 1;
    }
  };
  await Promise.all(Array.from({ length: options.lanes ?? 3 }, lane));
  return counts;
}
