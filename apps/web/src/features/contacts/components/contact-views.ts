import type { LucideIcon } from 'lucide-react';
import Eye from 'lucide-react/icons/eye';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import type { ContactBox } from '../api/keys';

/** What differs between the admin's Contact Management and the organizer's Event Inquiries: the spec's wording. */
export interface ContactView {
  /** The Event column of the list (inquiries are about an event). */
  eventColumn: boolean;
  /** The table's caption and the card list's name. */
  listLabel: string;
  filterLabel: string;
  loadingText: string;
  emptyTitle: string;
  emptyText: string;
  /** 'Showing N of total {noun}'. */
  noun: string;
  pagesLabel: string;
  /** The button that opens a message, and what follows it for screen readers before the sender's name. */
  openLabel: string;
  openIcon: LucideIcon;
  openFor: string;
  /** Email and Call also say whom they reach, for screen readers. */
  namesReplyLinks: boolean;
  dialogTitle: string;
  dateLabel: string;
  /** The admin's Contact Method select (sent by admins only, spec §7). */
  asksContactMethod: boolean;
  notesLabel: string;
  notesPlaceholder: string;
  notesHint?: string;
  submitLabel: string;
  /** A failed update also shows the server's reason under the spec's text. */
  explainsFailure: boolean;
}

export const CONTACT_VIEWS: Record<ContactBox, ContactView> = {
  general: {
    eventColumn: false,
    listLabel: 'Contacts',
    filterLabel: 'Filter by status',
    loadingText: 'Loading contacts...',
    emptyTitle: 'No contacts found',
    emptyText: 'No contact inquiries match your current filter.',
    noun: 'contacts',
    pagesLabel: 'Contacts pages',
    openLabel: 'View Details',
    openIcon: Eye,
    openFor: 'of the message from',
    namesReplyLinks: false,
    dialogTitle: 'Contact Details',
    dateLabel: 'Submitted',
    asksContactMethod: true,
    notesLabel: 'Admin Notes',
    notesPlaceholder: 'Add internal notes about this contact...',
    submitLabel: 'Update Contact',
    explainsFailure: true,
  },
  organizer: {
    eventColumn: true,
    listLabel: 'Event inquiries',
    filterLabel: 'Filter messages by status',
    loadingText: 'Loading messages...',
    emptyTitle: 'No messages found',
    emptyText: 'No contact messages match your current filter.',
    noun: 'messages',
    pagesLabel: 'Message pages',
    openLabel: 'View & Respond',
    openIcon: MessageSquareReply,
    openFor: 'to',
    namesReplyLinks: true,
    dialogTitle: 'Respond to Inquiry',
    dateLabel: 'Received',
    asksContactMethod: false,
    notesLabel: 'Internal Notes',
    notesPlaceholder: 'Add internal notes about this inquiry...',
    notesHint: 'Only you and the TicketMela team see these notes.',
    submitLabel: 'Update Status',
    explainsFailure: false,
  },
};
