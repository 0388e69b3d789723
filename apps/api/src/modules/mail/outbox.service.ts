import type { EmailListQuerySchema } from '@ticketmela/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { type OutboxMailRow, outboxMails } from '../../db/schema/mail';
import { mailOrderKey } from './mail-order';
import type { QueuedMail } from './mail-payloads';
import { mailSubject } from './mail-subjects';

/**
 * Queues one e-mail in the caller's transaction, so it exists exactly when its cause commits. A second
 * call for the same (kind, cause, recipient) does nothing: a retried or racing cause never queues twice.
 * Returns the new row's id, or null when it was already queued.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail, now: Date): Promise<string | null> {
  const [row] = await tx
    .insert(outboxMails)
    .values({
      kind: mail.kind,
      causeId: mail.causeId,
      recipient: mail.recipient,
      orderKey: mailOrderKey(mail),
      replyTo: mail.replyTo ?? null,
      subject: mailSubject(mail),
      payload: mail.payload,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [outboxMails.kind, outboxMails.causeId, outboxMails.recipient] })
    .returning({ id: outboxMails.id });
  return row?.id ?? null;
}

/**
 * Forgets every mail to an address whose account is being closed, in the closing's transaction: what was still
 * waiting is never sent (a closed account gets no mail), and what was sent no longer keeps the person's address,
 * name and ticket in the outbox. A mail a worker is sending at that moment may still go out once.
 */
export async function forgetMailsTo(tx: DbOrTx, address: string): Promise<number> {
  const forgotten = await tx
    .delete(outboxMails)
    .where(sql`lower(${outboxMails.recipient}) = lower(${address})`)
    .returning({ id: outboxMails.id });
  return forgotten.length;
}

type EmailListFilters = z.output<typeof EmailListQuerySchema>;

/** The outbox, newest first, a page at a time (GET /api/admin/emails). */
export async function listOutboxMails(
  db: DbOrTx,
  filters: EmailListFilters,
): Promise<{ rows: OutboxMailRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(outboxMails.kind, filters.kind));
  if (filters.status) conditions.push(eq(outboxMails.status, filters.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(outboxMails).where(where);
  const rows = await db
    .select()
    .from(outboxMails)
    .where(where)
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOutboxMail(db: DbOrTx, id: string): Promise<OutboxMailRow | undefined> {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
  return row;
}
