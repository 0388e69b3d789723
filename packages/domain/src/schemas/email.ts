import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from './common';
import { PaginationSchema, pagedQueryFields } from './paging';

// The admin's view of the mail outbox (GET /api/admin/emails, decision 0023).

export const MAIL_KINDS = [
  'booking_confirmed',
  'booking_cancelled',
  'refund_failed',
  'event_cancelled',
  'event_date_changed',
  'inquiry_received',
  'contact_received',
  'email_changed',
  'registration_attempt',
  'payment_refunded',
  'tickets_cancelled',
  'waitlist_offer',
  'waitlist_closed',
  'attendee_ticket',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  refund_failed: 'Refund failed',
  event_cancelled: 'Event cancelled',
  event_date_changed: 'Event date changed',
  inquiry_received: 'New inquiry',
  contact_received: 'Contact received',
  email_changed: 'E-mail changed',
  registration_attempt: 'Registration attempt',
  payment_refunded: 'Payment refunded',
  tickets_cancelled: 'Tickets cancelled',
  waitlist_offer: 'Waitlist offer',
  waitlist_closed: 'Waitlist closed',
  attendee_ticket: 'Ticket for an attendee',
};

/** pending: waiting or retrying; sent: the SMTP server accepted it; kept: no SMTP configured; failed: gave up. */
export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OutboxMailSchema = z.object({
  _id: IdSchema,
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** When the SMTP server accepted it (sent), or when it was kept or given up on. */
  processedAt: IsoDateTimeSchema.nullable(),
  /** When a pending mail is tried next. */
  nextAttemptAt: IsoDateTimeSchema.nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** Shown inside the HTML (a cid: image), rather than offered as a file. */
  inline: z.boolean(),
  bytes: z.number().int(),
});

export const OutboxMailDetailSchema = OutboxMailSchema.extend({
  /** The HTML part with inline images as data: URLs, for a sandboxed preview. */
  html: z.string(),
  text: z.string(),
  attachments: z.array(OutboxMailAttachmentSchema),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>;

export const EMAIL_LIST_PAGE_SIZE = 20;

export const EmailListQuerySchema = z.object({
  ...pagedQueryFields(EMAIL_LIST_PAGE_SIZE, 100),
  kind: z.union([z.literal(''), z.enum(MAIL_KINDS)], { error: 'Unknown e-mail kind' }).optional(),
  status: z.union([z.literal(''), z.enum(MAIL_STATUSES)], { error: 'Unknown e-mail status' }).optional(),
});
export type EmailListQuery = z.input<typeof EmailListQuerySchema>;

export const EmailListResponseSchema = z.object({
  emails: z.array(OutboxMailSchema),
  pagination: PaginationSchema,
  /** True when SMTP_URL and MAIL_FROM are set (mails leave the machine); false: they are kept here. */
  smtpConfigured: z.boolean(),
});
export type EmailListResponse = z.infer<typeof EmailListResponseSchema>;
