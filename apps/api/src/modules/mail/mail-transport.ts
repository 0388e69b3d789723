import nodemailer from 'nodemailer';
import type { MailAttachment } from './render-mail';

export interface OutgoingMail {
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** Stable per outbox row, so a resend after a crash carries the same Message-ID (receivers may dedupe on it). */
  messageId: string;
}

/** Where mails go. The SMTP one is the only implementation; tests point it at a local SMTP server. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/** An SMTP answer in the 5xx range: the server refuses for good (no such mailbox, say); retrying cannot help. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Nodemailer over SMTP_URL, from MAIL_FROM. The timeouts bound one send well inside the worker's lease
 * (mail-worker.ts), so a stuck server cannot hold a mail past it.
 */
export function createSmtpTransport(options: { smtpUrl: string; from: string }): MailTransport {
  // A small pool: the worker's lanes reuse open connections instead of opening one per mail.
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    url: options.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
          ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
      return { response: String(info.response ?? '') };
    },
    close() {
      transporter.close();
    },
  };
}

/** Both SMTP_URL and MAIL_FROM set: the SMTP transport; otherwise none, and mails are kept (status 'kept'). */
export function mailTransportFromConfig(mail: { smtpUrl: string | undefined; from: string | undefined }) {
  return mail.smtpUrl && mail.from ? createSmtpTransport({ smtpUrl: mail.smtpUrl, from: mail.from }) : null;
}
