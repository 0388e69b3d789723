import {
  type ContactMessage,
  type EventInquiryBody,
  type GeneralContactBody,
  isAdmin,
  isPastEvent,
  type Locale,
  type UpdateContactStatusBody,
} from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ContactMessageRow, contactMessages } from '../../db/schema/contacts';
import type { SessionUser } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findEventStanding } from '../events/event-lookups';
import { queueContactReceivedMail, queueInquiryReceivedMail } from '../mail/contact-mails.service';
import { toContactDto } from './contact.serializer';

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
  const event = await findEventStanding(db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', msg('This event has already taken place'));
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
  /** `locale`: the language the message was written in (the request's), which its acknowledgement is in. */
  input: { body: GeneralContactBody; now: Date; locale?: Locale },
): Promise<boolean> {
  if (isHoneypotFilled(input.body)) return false;
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...storedFields(input.body, input.now), eventId: null })
      .returning({ id: contactMessages.id });
    await queueContactReceivedMail(tx, stored!.id, input.now, input.locale);
  });
  return true;
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
    if (!before) throw notFound(msg('Contact message not found'));
    const event = before.eventId ? await findEventStanding(tx, before.eventId) : null;
    if (!actorIsAdmin && event?.organizerId !== actor.id) throw notFound(msg('Contact message not found'));

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
    return toContactDto(after, event && { id: event.id, title: event.title, date: event.date });
  });
}
