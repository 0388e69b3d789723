import { z } from 'zod';
import { EMAIL_PATTERN, IdSchema, IsoDateTimeSchema, PHONE_PATTERN, textInput } from './common';
import { PaginationSchema, pagedQueryFields } from './paging';

/** Subjects of the Contact Organizer modal (a question about one event). */
export const EVENT_INQUIRY_SUBJECTS = [
  'Event Details Inquiry',
  'Accessibility Requirements',
  'Group Booking',
  'Venue Information',
  'Parking Information',
  'Special Requirements',
  'Media/Press Inquiry',
  'Sponsorship Opportunity',
  'Other',
] as const;
export type EventInquirySubject = (typeof EVENT_INQUIRY_SUBJECTS)[number];

/** Subjects of the general Contact Us form (/contact). */
export const GENERAL_CONTACT_SUBJECTS = [
  'Booking Issue',
  'Payment Problem',
  'Event Inquiry',
  'Technical Support',
  'Refund Request',
  'Account Issue',
  'Feature Request',
  'Other',
] as const;
export type GeneralContactSubject = (typeof GENERAL_CONTACT_SUBJECTS)[number];

export const CONTACT_STATUSES = ['pending', 'in-progress', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Labels of the Status select and the status badges. */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Labels of the inbox filter buttons (the spec writes 'In progress' there). */
export const CONTACT_FILTER_LABELS: Record<ContactStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const CONTACT_METHODS = ['email', 'phone', 'both'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Labels of the admin's Contact Method select; '' is 'Not specified'. */
export const CONTACT_METHOD_LABELS: Record<ContactMethod | '', string> = {
  '': 'Not specified',
  email: 'Email',
  phone: 'Phone',
  both: 'Both',
};

/** Page size of both inboxes (spec §9). */
export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_PAGE_SIZE_MAX = 100;

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_NOTES_MAX_LENGTH = 2000;

const contactNameField = textInput({
  max: CONTACT_NAME_MAX_LENGTH,
  required: 'Name is required',
  tooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
});
const contactEmailField = textInput({
  max: CONTACT_EMAIL_MAX_LENGTH,
  required: 'Email is required',
  tooLong: 'Please enter a valid email address',
}).pipe(z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }));
/** Optional: blank, missing or null mean no phone; otherwise exactly 10 digits. */
const contactPhoneField = z
  .string({ error: 'Please enter a valid 10-digit phone number' })
  .trim()
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
    error: 'Please enter a valid 10-digit phone number',
  })
  .nullish()
  .transform((phone) => (phone ? phone : null));
const contactMessageField = textInput({
  max: CONTACT_MESSAGE_MAX_LENGTH,
  multiline: true,
  required: 'Message is required',
  tooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
});
/**
 * Honeypot: a field people never see. A form that arrives with it filled is answered like any
 * other but not stored (docs/decisions, community).
 */
const honeypotField = z.string().max(2000).optional();

const SUBJECT_REQUIRED_MESSAGE = 'Please select a subject';

/** Body of POST /api/contacts/event/{id}: anyone may ask an event's organizer a question. */
export const EventInquiryBodySchema = z.object({
  name: contactNameField,
  email: contactEmailField,
  phone: contactPhoneField,
  subject: z.enum(EVENT_INQUIRY_SUBJECTS, { error: SUBJECT_REQUIRED_MESSAGE }),
  message: contactMessageField,
  website: honeypotField,
});
export type EventInquiryBody = z.infer<typeof EventInquiryBodySchema>;
export type EventInquiryForm = z.input<typeof EventInquiryBodySchema>;

/** Body of POST /api/contacts/general: a message to the platform (admins read it). */
export const GeneralContactBodySchema = z.object({
  name: contactNameField,
  email: contactEmailField,
  phone: contactPhoneField,
  subject: z.enum(GENERAL_CONTACT_SUBJECTS, { error: SUBJECT_REQUIRED_MESSAGE }),
  message: contactMessageField,
  website: honeypotField,
});
export type GeneralContactBody = z.infer<typeof GeneralContactBodySchema>;
export type GeneralContactForm = z.input<typeof GeneralContactBodySchema>;

/** Answer of both contact POSTs. */
export const ContactSentResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type ContactSentResponse = z.infer<typeof ContactSentResponseSchema>;

/** A stored message as an inbox shows it. Text fields are plain text: render them as text, never HTML. */
export const ContactMessageSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  adminNotes: z.string().nullable(),
  contactMethod: z.enum([...CONTACT_METHODS, '']).nullable(),
  /** The event asked about (organizer inquiries); null for general messages. */
  eventId: z.object({ _id: IdSchema, title: z.string(), date: IsoDateTimeSchema }).nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Query of GET /api/contacts/organizer and GET /api/contacts/general. */
export const ContactListQuerySchema = z.object({
  ...pagedQueryFields(CONTACT_PAGE_SIZE, CONTACT_PAGE_SIZE_MAX),
  /** Empty or missing: every status. */
  status: z
    .union([z.literal(''), z.enum(CONTACT_STATUSES)], { error: 'Please choose a valid contact status' })
    .optional(),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;

/** How many messages of the whole inbox (every page, whatever the status filter) have each status. */
const statusCount = z.number().int().nonnegative();
export const ContactStatusCountsSchema = z.object({
  pending: statusCount,
  'in-progress': statusCount,
  resolved: statusCount,
  closed: statusCount,
} satisfies Record<ContactStatus, z.ZodNumber>);
export type ContactStatusCounts = z.infer<typeof ContactStatusCountsSchema>;

/** Answer of both inbox GETs, newest first, with the whole inbox's counts per status for the summary cards. */
export const ContactListResponseSchema = z.object({
  contacts: z.array(ContactMessageSchema),
  pagination: PaginationSchema,
  statusCounts: ContactStatusCountsSchema,
});
export type ContactListResponse = z.infer<typeof ContactListResponseSchema>;

/**
 * Body of PATCH /api/contacts/{id}/status; the answer is the updated ContactMessageSchema.
 * adminNotes and contactMethod are sent only when non-empty (spec §5); '' clears the method.
 */
export const UpdateContactStatusBodySchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Please choose a valid contact status' }),
  adminNotes: textInput({
    max: CONTACT_NOTES_MAX_LENGTH,
    multiline: true,
    notText: 'Notes must be text',
    tooLong: `Notes must be at most ${CONTACT_NOTES_MAX_LENGTH} characters`,
  }).optional(),
  contactMethod: z
    .enum([...CONTACT_METHODS, ''], { error: 'Please choose a valid contact method' })
    .optional(),
});
export type UpdateContactStatusBody = z.infer<typeof UpdateContactStatusBodySchema>;
