import {
  type ContactListQuerySchema,
  type ContactListResponse,
  type ContactMessage,
  type ContactStatus,
  type ContactStatusCounts,
  type EventInquiryBody,
  type GeneralContactBody,
  isAdmin,
  isPastEvent,
  type UpdateContactStatusBody,
} from '@ticketmela/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { type ContactMessageRow, contactMessages } from '../../db/schema/contacts';
import { events } from '../../db/schema/events';
import type { SessionUser } from '../../db/schema/users';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { queueContactReceivedMail, queueInquiryReceivedMail } from '../mail/contact-mails.service';
import { type InquiryEvent, toContactDto } from './contact.serializer';

type ContactListQuery = z.output<typeof ContactListQuerySchema>;
type ContactBody = EventInquiryBody | GeneralContactBody;

/** A filled honeypot means a bot: the caller answers as usual, nothing is stored. */
export function isHoneypotFilled(body: { website?: string | undefined }): boolean {
  return Boolean(body.website?.trim());
}

function storedFields(body: ContactBody, now: Date) {
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    message: body.message,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Anyone asks an upcoming event's organizer a question. The message waits in the organizer's inbox, and
 * the organizer is told by e-mail (queued with it; a reply goes to the visitor). The organizer's address
 * is never shown to the visitor. Returns false when the honeypot was filled (nothing stored).
 */
export async function sendEventInquiry(
  db: DbOrTx,
  input: { eventId: string; body: EventInquiryBody; now: Date },
): Promise<boolean> {
  const { eventId, body, now } = input;
  const [event] = await db
    .select({ id: events.id, date: events.date, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found');
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 'This event has been cancelled');
  if (isPastEvent(event.date, now)) throw new AppError('EVENT_PAST', 'This event has already taken place');
  if (isHoneypotFilled(body)) return false;
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...storedFields(body, now), eventId: event.id })
      .returning({ id: contactMessages.id });
    await queueInquiryReceivedMail(tx, stored!.id, now);
  });
  return true;
}

/**
 * A message to the platform from the Contact Us page; admins read it, and the sender gets an
 * acknowledgement (queued with it). False when the honeypot was filled.
 */
export async function sendGeneralContact(
  db: DbOrTx,
  input: { body: GeneralContactBody; now: Date },
): Promise<boolean> {
  if (isHoneypotFilled(input.body)) return false;
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...storedFields(input.body, input.now), eventId: null })
      .returning({ id: contactMessages.id });
    await queueContactReceivedMail(tx, stored!.id, input.now);
  });
  return true;
}

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

function auditedFields(row: ContactMessageRow) {
  return { status: row.status, adminNotes: row.adminNotes, contactMethod: row.contactMethod };
}

/**
 * Sets a message's status, notes and contact method. Admins may change any message (and the change is
 * audited); an organizer only the inquiries about their own events. Anything else the caller may not
 * see is answered 404, so nobody learns which messages exist. Omitted notes or method stay as they
 * are; an empty string clears them.
 */
export async function updateContactStatus(
  db: DbOrTx,
  input: { contactId: string; body: UpdateContactStatusBody; actor: SessionUser; now: Date },
): Promise<ContactMessage> {
  const { contactId, body, actor, now } = input;
  const actorIsAdmin = isAdmin(actor.role);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contactId))
      .for('update');
    if (!before) throw notFound('Contact message not found');
    let event: (InquiryEvent & { organizerId: string }) | undefined;
    if (before.eventId) {
      [event] = await tx
        .select({ ...inquiryEvent, organizerId: events.organizerId })
        .from(events)
        .where(eq(events.id, before.eventId));
    }
    if (!actorIsAdmin && event?.organizerId !== actor.id) throw notFound('Contact message not found');

    const [after] = (await tx
      .update(contactMessages)
      .set({
        status: body.status,
        adminNotes: body.adminNotes === undefined ? before.adminNotes : body.adminNotes || null,
        contactMethod: body.contactMethod === undefined ? before.contactMethod : body.contactMethod || null,
        updatedAt: now,
      })
      .where(eq(contactMessages.id, contactId))
      .returning()) as [ContactMessageRow];
    if (actorIsAdmin) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'contact.status',
        targetType: 'contact',
        targetId: contactId,
        before: auditedFields(before),
        after: auditedFields(after),
      });
    }
    return toContactDto(after, event ?? null);
  });
}
