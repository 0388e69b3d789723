import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import Eye from 'lucide-react/icons/eye';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import type { ContactBox } from '../api/keys';

/** What differs between the admin's Contact Management and the organizer's Event Inquiries: the spec's wording. */
export interface ContactView {
  /** The Event column of the list (inquiries are about an event). */
  eventColumn: boolean;
  /** The table's caption and the card list's name. */
  listLabel: MessageDescriptor;
  filterLabel: MessageDescriptor;
  loadingText: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyText: MessageDescriptor;
  /** 'Showing N of total {noun}'. */
  noun: MessageDescriptor;
  pagesLabel: MessageDescriptor;
  /** The button that opens a message, and its whole name for screen readers, with the sender's name. */
  openLabel: MessageDescriptor;
  openIcon: LucideIcon;
  openName: (name: string) => MessageDescriptor;
  /** Email and Call also say whom they reach, for screen readers. */
  namesReplyLinks: boolean;
  dialogTitle: MessageDescriptor;
  dateLabel: MessageDescriptor;
  /** The date under a message card: 'Submitted 5 Mar 2026, 7:30 pm'. */
  dateLine: (date: string) => MessageDescriptor;
  /** The admin's Contact Method select (sent by admins only, spec §7). */
  asksContactMethod: boolean;
  notesLabel: MessageDescriptor;
  notesPlaceholder: MessageDescriptor;
  notesHint?: MessageDescriptor;
  submitLabel: MessageDescriptor;
  /** A failed update also shows the server's reason under the spec's text. */
  explainsFailure: boolean;
}

export const CONTACT_VIEWS: Record<ContactBox, ContactView> = {
  general: {
    eventColumn: false,
    listLabel: msg`Contacts`,
    filterLabel: msg`Filter by status`,
    loadingText: msg`Loading contacts...`,
    emptyTitle: msg`No contacts found`,
    emptyText: msg`No contact inquiries match your current filter.`,
    noun: msg`contacts`,
    pagesLabel: msg`Contacts pages`,
    openLabel: msg`View Details`,
    openIcon: Eye,
    openName: (name) => msg`View Details of the message from ${name}`,
    namesReplyLinks: false,
    dialogTitle: msg`Contact Details`,
    dateLabel: msg`Submitted`,
    dateLine: (date) => msg`Submitted ${date}`,
    asksContactMethod: true,
    notesLabel: msg`Admin Notes`,
    notesPlaceholder: msg`Add internal notes about this contact...`,
    submitLabel: msg`Update Contact`,
    explainsFailure: true,
  },
  organizer: {
    eventColumn: true,
    listLabel: msg`Event inquiries`,
    filterLabel: msg`Filter messages by status`,
    loadingText: msg`Loading messages...`,
    emptyTitle: msg`No messages found`,
    emptyText: msg`No contact messages match your current filter.`,
    noun: msg`messages`,
    pagesLabel: msg`Message pages`,
    openLabel: msg`View & Respond`,
    openIcon: MessageSquareReply,
    openName: (name) => msg`View & Respond to ${name}`,
    namesReplyLinks: true,
    dialogTitle: msg`Respond to Inquiry`,
    dateLabel: msg`Received`,
    dateLine: (date) => msg`Received ${date}`,
    asksContactMethod: false,
    notesLabel: msg`Internal Notes`,
    notesPlaceholder: msg`Add internal notes about this inquiry...`,
    notesHint: msg`Only you and the TicketMela team see these notes.`,
    submitLabel: msg`Update Status`,
    explainsFailure: false,
  },
};
