import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ContactMethod,
  ContactStatus,
  EventInquirySubject,
  GeneralContactSubject,
} from '@ticketmela/domain';

// The words of the contact forms and inboxes that stand for a fixed value: the English is the domain's
// (CONTACT_STATUS_LABELS, CONTACT_FILTER_LABELS, CONTACT_METHOD_LABELS and the two subject lists), as messages.

/** The Status select and the status badges. */
export const STATUS_LABELS: Record<ContactStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  'in-progress': msg`In Progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
};

/** The inbox filter buttons (the spec writes 'In progress' there). */
export const FILTER_LABELS: Record<ContactStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  'in-progress': msg`In progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
};

/** The admin's Contact Method select; '' is 'Not specified'. */
export const METHOD_LABELS: Record<ContactMethod | '', MessageDescriptor> = {
  '': msg`Not specified`,
  email: msg`Email`,
  phone: msg`Phone`,
  both: msg`Both`,
};

const SUBJECT_LABELS: Record<GeneralContactSubject | EventInquirySubject, MessageDescriptor> = {
  'Event Details Inquiry': msg`Event Details Inquiry`,
  'Accessibility Requirements': msg`Accessibility Requirements`,
  'Group Booking': msg`Group Booking`,
  'Venue Information': msg`Venue Information`,
  'Parking Information': msg`Parking Information`,
  'Special Requirements': msg`Special Requirements`,
  'Media/Press Inquiry': msg`Media/Press Inquiry`,
  'Sponsorship Opportunity': msg`Sponsorship Opportunity`,
  'Booking Issue': msg`Booking Issue`,
  'Payment Problem': msg`Payment Problem`,
  'Event Inquiry': msg`Event Inquiry`,
  'Technical Support': msg`Technical Support`,
  'Refund Request': msg`Refund Request`,
  'Account Issue': msg`Account Issue`,
  'Feature Request': msg`Feature Request`,
  Other: msg`Other`,
};

/** A subject as shown: one of the forms' subjects in the reader's language; any other text as it was sent. */
export function subjectText(i18n: I18n, subject: string): string {
  return Object.hasOwn(SUBJECT_LABELS, subject)
    ? i18n._(SUBJECT_LABELS[subject as GeneralContactSubject | EventInquirySubject])
    : subject;
}
