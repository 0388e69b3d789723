import {
  type ContactListQuerySchema,
  type ContactListResponse,
  type ContactStatus,
  type ContactStatusCounts,
  isAdmin,
} from '@ticketmela/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/contacts';
import { events } from '../../db/schema/events';
import type { SessionUser } from '../../db/schema/users';
import { toContactDto } from './contact.serializer';

// A read model (apps/api/architecture.json): the inboxes read each message's event, for its title and to keep an
// organizer's inbox to their own events, in the same query.

type ContactListQuery = z.output<typeof ContactListQuerySchema>;

const inquiryEvent = { id: events.id, title: events.title, date: events.date };

/** Counts per status over the whole inbox in one grouped read; the page's total is taken from them. */
async function countsByStatus(db: DbOrTx, inbox: SQL | undefined): Promise<ContactStatusCounts> {
  const rows = await db
    .select({ status: contactMessages.status, total: count() })
    .from(contactMessages)
    .leftJoin(events, eq(events.id, contactMessages.eventId))
    .where(inbox)
    .groupBy(contactMessages.status);
  const counts: ContactStatusCounts = { pending: 0, 'in-progress': 0, resolved: 0, closed: 0 };
  for (const row of rows) counts[row.status as ContactStatus] = row.total;
  return counts;
}

async function pageOfContacts(
  db: DbOrTx,
  inbox: SQL | undefined,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  const statusCounts = await countsByStatus(db, inbox);
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  const rows = await db
    .select({ contact: contactMessages, event: inquiryEvent })
    .from(contactMessages)
    .leftJoin(events, eq(events.id, contactMessages.eventId))
    .where(and(inbox, query.status ? eq(contactMessages.status, query.status) : undefined))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    contacts: rows.map((row) => toContactDto(row.contact, row.event?.id ? row.event : null)),
    pagination: { current: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), total },
    statusCounts,
  };
}

/** Inquiries about the viewer's own events, newest first; an admin sees every event's inquiries. */
export function listOrganizerInquiries(
  db: DbOrTx,
  input: { viewer: SessionUser; query: ContactListQuery },
): Promise<ContactListResponse> {
  const { viewer, query } = input;
  const inbox = and(
    isNotNull(contactMessages.eventId),
    isAdmin(viewer.role) ? undefined : eq(events.organizerId, viewer.id),
  );
  return pageOfContacts(db, inbox, query);
}

/** General messages (not about an event), newest first: admins only. */
export function listGeneralContacts(db: DbOrTx, query: ContactListQuery): Promise<ContactListResponse> {
  return pageOfContacts(db, isNull(contactMessages.eventId), query);
}
