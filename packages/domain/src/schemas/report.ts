import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, textInput } from './common';

/** The spec's report reasons, in the order the Report Event modal lists them. */
export const REPORT_REASONS = [
  'inappropriate_content',
  'spam',
  'scam_or_fraud',
  'misleading_information',
  'offensive_language',
  'copyright_violation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate_content: 'Inappropriate Content',
  spam: 'Spam',
  scam_or_fraud: 'Scam or Fraud',
  misleading_information: 'Misleading Information',
  offensive_language: 'Offensive Language',
  copyright_violation: 'Copyright Violation',
  other: 'Other',
};

/** A label for any stored reason; an unknown one is shown as it is. */
export function reportReasonLabel(reason: string): string {
  return (REPORT_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DESCRIPTION_MAX_LENGTH = 500;
export const REPORT_ADMIN_NOTES_MAX_LENGTH = 2000;

export const REPORT_REASON_REQUIRED_MESSAGE = 'Please select a reason for reporting';
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this event';

/** Body of POST /api/reports (signed-in users; one report per user and event). */
export const CreateReportBodySchema = z.object({
  eventId: IdSchema,
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED_MESSAGE }),
  description: textInput({
    max: REPORT_DESCRIPTION_MAX_LENGTH,
    multiline: true,
    notText: 'Details must be text',
    tooLong: `Details must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  }).optional(),
});
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

const ReporterSchema = z.object({ _id: IdSchema, name: z.string(), email: z.string() });

/** A report as the reporter (after creating it) and admins see it. */
export const ReportSchema = z.object({
  _id: IdSchema,
  /** The reported event's id. */
  eventId: IdSchema,
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  description: z.string().nullable(),
  /** The reporter; null once their account is deleted. */
  userId: ReporterSchema.nullable(),
  adminNotes: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Report = z.infer<typeof ReportSchema>;

/** Answer of POST /api/reports. */
export const CreateReportResponseSchema = z.object({
  message: z.string(),
  report: ReportSchema,
});
export type CreateReportResponse = z.infer<typeof CreateReportResponseSchema>;

/** Body of PATCH /api/reports/{id} (admins only); the answer is the updated ReportSchema. */
export const UpdateReportStatusBodySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Please choose a valid report status' }),
  adminNotes: textInput({
    max: REPORT_ADMIN_NOTES_MAX_LENGTH,
    multiline: true,
    notText: 'Admin notes must be text',
    tooLong: `Admin notes must be at most ${REPORT_ADMIN_NOTES_MAX_LENGTH} characters`,
  }).optional(),
});
export type UpdateReportStatusBody = z.infer<typeof UpdateReportStatusBodySchema>;

/** One row of GET /api/reports/events/flagged (admins only): an event with its reports, newest first. */
export const FlaggedEventSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  date: IsoDateTimeSchema,
  city: z.string(),
  cancelled: z.boolean(),
  cancelledReason: z.string().nullable(),
  organizerId: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  categoryId: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  reportCount: z.number().int(),
  pendingReportCount: z.number().int(),
  reports: z.array(ReportSchema),
});
export type FlaggedEvent = z.infer<typeof FlaggedEventSchema>;

/** Answer of GET /api/reports/events/flagged: most reported first, then the newest report first. */
export const FlaggedEventsResponseSchema = z.array(FlaggedEventSchema);

/**
 * Answer of GET /api/reports/event/{id}/mine: whether the signed-in user has reported this event (one report per
 * user and event), so the event page shows "Reported" instead of offering the form again.
 */
export const MyEventReportSchema = z.object({
  reported: z.boolean(),
  /** When they reported it; null when they have not. */
  reportedAt: IsoDateTimeSchema.nullable(),
});
export type MyEventReport = z.infer<typeof MyEventReportSchema>;
