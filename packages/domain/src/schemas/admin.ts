import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from './common';
import { EVENT_COUNT_LIMIT, EventPageSchema, EventSchema } from './event';
import { keysetCursorField } from './keyset-cursor';
import { pagedQueryFields } from './paging';
import { REPORT_STATUSES } from './report';
import { UserSchema } from './user';

// The admin console's API contract (organizer-admin spec §2, §3, §7). Ban bodies: BanUserBodySchema in
// user.ts; category bodies: CreateCategoryBodySchema in category.ts; event deletion: CancelEventBodySchema.

/**
 * Answer of GET /api/events/admin/stats. Events: every event ever made; active = not cancelled and
 * dated now or later (upcoming); cancelled = cancelled. Bookings: every booking ever made; active = not
 * cancelled. Revenue: rupees paid for bookings less the refunds already paid back.
 */
export const AdminStatsSchema = z.object({
  totalEvents: z.number().int(),
  activeEvents: z.number().int(),
  cancelledEvents: z.number().int(),
  totalBookings: z.number().int(),
  activeBookings: z.number().int(),
  /** Rupees. */
  totalRevenue: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** One event of the organizer detail page: the event with its attendees and reports counted. */
export const OrganizerEventSchema = EventSchema.extend({
  /** Seats of the event's active (not cancelled) bookings. */
  attendeeCount: z.number().int(),
  reportCount: z.number().int(),
});
export type OrganizerEvent = z.infer<typeof OrganizerEventSchema>;

/** A report filed against one of the organizer's events. */
export const OrganizerReportSchema = z.object({
  _id: IdSchema,
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  description: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** The reported event; null if it no longer exists ('Event Not Found'). */
  eventId: z.object({ _id: IdSchema, title: z.string() }).nullable(),
  /** The reporter; null once their account is deleted ('Unknown'). */
  userId: z.object({ _id: IdSchema, name: z.string(), email: z.string() }).nullable(),
});
export type OrganizerReport = z.infer<typeof OrganizerReportSchema>;

/** Answer of GET /api/users/{id}/full-details (admins only). */
export const OrganizerDetailsResponseSchema = z.object({
  organizer: UserSchema,
  statistics: z.object({
    totalEvents: z.number().int(),
    /** Not cancelled and dated now or later (the same rule as AdminStats.activeEvents). */
    activeEvents: z.number().int(),
    /** Seats of active bookings over all their events. */
    totalAttendees: z.number().int(),
    /** Reports filed against their events, any status. */
    totalReports: z.number().int(),
  }),
  /** Newest event date first. */
  events: z.array(OrganizerEventSchema),
  /** Newest first. */
  allReports: z.array(OrganizerReportSchema),
});
export type OrganizerDetailsResponse = z.infer<typeof OrganizerDetailsResponseSchema>;

/** The actions the audit log records (dotted verb: target type, then what happened). */
export const AUDIT_ACTIONS = [
  'user.ban',
  'user.unban',
  'user.delete',
  'user.self_delete',
  'event.update',
  'event.delete',
  'event.promo_code_create',
  'event.promo_code_update',
  'event.promo_code_delete',
  'event.questions_save',
  'category.create',
  'category.delete',
  'report.status',
  'contact.status',
  'checkin.undo',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'event', 'category', 'report', 'contact', 'booking'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One entry of the audit log: who did what to which object, why, and the object before and after. */
export const AuditLogEntrySchema = z.object({
  _id: IdSchema,
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /**
   * The target as a person knows it, read by the server when the log is listed: a user's name with the e-mail as
   * `detail`, an event's title, a category's name, a report's event, a contact message's subject, a booking's ticket.
   * Null when the target no longer exists (or there is none): the web then shows `targetId`.
   */
  target: z.object({ name: z.string(), detail: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  /** The object's relevant fields before the action (null when it did not exist or nothing applies). */
  before: z.unknown().nullable(),
  /** The object's relevant fields after the action (null when it is gone or nothing applies). */
  after: z.unknown().nullable(),
  /** Who acted; null if that account no longer exists. */
  actor: z.object({ _id: IdSchema, name: z.string(), email: z.string() }).nullable(),
  createdAt: IsoDateTimeSchema,
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AUDIT_LOG_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;

/**
 * The most entries the audit log counts for a filter, and the furthest `page` reaches: the catalogue's limit
 * (EVENT_COUNT_LIMIT, decision 0045). Past it the total is "1,000 or more" (`totalIsAtLeast`) and the rest is read by
 * `cursor`, so a page costs the same at a million entries as at a thousand (decision 0047).
 */
export const AUDIT_LOG_COUNT_LIMIT = EVENT_COUNT_LIMIT;

/** Query of GET /api/admin/audit-log; empty filters mean "any". */
export const AuditLogQuerySchema = z.object({
  ...pagedQueryFields(AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE_MAX),
  /**
   * The answer's `nextCursor`: the entries after that one. Without it, `page` (from 1) reads the first
   * AUDIT_LOG_COUNT_LIMIT entries by offset; with it, `page` only numbers the answer's `pagination.current`.
   */
  cursor: keysetCursorField,
  action: z.union([z.literal(''), z.string().trim().max(50, { error: 'action is too long' })]).optional(),
  actorId: z.union([z.literal(''), IdSchema]).optional(),
  targetType: z
    .union([z.literal(''), z.string().trim().max(50, { error: 'targetType is too long' })])
    .optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/**
 * Answer of GET /api/admin/audit-log: newest first. `pagination.total` counts the matching entries up to
 * AUDIT_LOG_COUNT_LIMIT (beyond, it is that limit with `totalIsAtLeast: true`, as the event list's);
 * `nextCursor` reads on after the last entry, null at the end of the log.
 */
export const AuditLogListResponseSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  pagination: EventPageSchema.shape.pagination,
  nextCursor: z.string().nullable(),
});
export type AuditLogListResponse = z.infer<typeof AuditLogListResponseSchema>;
