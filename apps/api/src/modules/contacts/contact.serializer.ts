import type { ContactMessage, ContactMethod, ContactStatus } from '@ticketmela/domain';
import type { ContactMessageRow } from '../../db/schema/contacts';

export interface InquiryEvent {
  id: string;
  title: string;
  date: Date;
}

/** A stored message in the API's shape; `event` is the event asked about (null for general messages). */
export function toContactDto(row: ContactMessageRow, event: InquiryEvent | null): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactStatus,
    adminNotes: row.adminNotes,
    contactMethod: (row.contactMethod ?? null) as ContactMethod | '' | null,
    eventId: event ? { _id: event.id, title: event.title, date: event.date.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
