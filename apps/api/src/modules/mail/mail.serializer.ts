import type { MailKind, MailStatus, OutboxMail } from '@ticketmela/domain';
import type { OutboxMailRow } from '../../db/schema/mail';

/** An outbox row as the admin's list shows it. */
export function toOutboxMailDto(row: OutboxMailRow): OutboxMail {
  const status = row.status as MailStatus;
  return {
    _id: row.id,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    replyTo: row.replyTo,
    subject: row.subject,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    processedAt:
      status === 'sent'
        ? (row.sentAt ?? row.updatedAt).toISOString()
        : status === 'pending'
          ? null
          : row.updatedAt.toISOString(),
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}
