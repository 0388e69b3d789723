import { msg } from '@lingui/core/macro';

/** The spec's toasts of the contact forms and the organizer's inbox (attendee §8, organizer-admin §8). */
export const INQUIRY_SENT_MESSAGE = msg`Message sent to the organizer successfully!`;
export const GENERAL_SENT_MESSAGE = msg`Message sent successfully! We'll get back to you soon.`;
export const SEND_FAILED_MESSAGE = msg`Failed to send message. Please try again.`;
export const CONTACTS_FETCH_FAILED_MESSAGE = msg`Failed to fetch contacts`;
export const STATUS_UPDATED_MESSAGE = msg`Contact status updated successfully`;
export const STATUS_UPDATE_FAILED_MESSAGE = msg`Failed to update contact status`;
