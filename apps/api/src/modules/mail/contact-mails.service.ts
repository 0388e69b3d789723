import { type Locale, localeOr } from '@ticketmela/domain';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/contacts';
import { events } from '../../db/schema/events';
import { outboxMails } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { enqueueMail } from './outbox.service';

/*
 * The mails about contact messages, queued in the transaction that stores the message. Reads the contact,
 * event and user rows directly, read-only (the contacts module calls this one; see booking-mails).
 */

/**
 * A visitor asked about an event: the organizer hears of it, and a reply goes straight to the visitor
 * (Reply-To). Only the organizer receives this mail, so their address is never shown to the visitor.
 */
export async function queueInquiryReceivedMail(tx: DbOrTx, contactId: string, now: Date): Promise<void> {
  const [found] = await tx
    .select({
      contact: contactMessages,
      event: { id: events.id, title: events.title, date: events.date },
      organizer: { name: users.name, email: users.email, locale: users.locale },
    })
    .from(contactMessages)
    .innerJoin(events, eq(events.id, contactMessages.eventId))
    .innerJoin(users, and(eq(users.id, events.organizerId), isNull(users.deletedAt)))
    .where(eq(contactMessages.id, contactId));
  if (!found) return;
  const { contact, event, organizer } = found;
  await enqueueMail(
    tx,
    {
      kind: 'inquiry_received',
      causeId: contact.id,
      recipient: organizer.email,
      replyTo: contact.email,
      payload: {
        // The organizer's language (their account's): the visitor's message itself is shown as they wrote it.
        locale: localeOr(organizer.locale),
        contactId: contact.id,
        organizerName: organizer.name,
        event: { id: event.id, title: event.title, date: event.date.toISOString() },
        visitor: { name: contact.name, email: contact.email, phone: contact.phone },
        subject: contact.subject,
        message: contact.message,
      },
    },
    now,
  );
}

/**
 * Someone wrote through Contact Us: they get an acknowledgement that a reply comes within 24-48 hours, in the
 * language they wrote in (the request's). It names their subject (one of the form's fixed choices) but does not
 * repeat their message, so the public form cannot be used to send chosen text to any address.
 */
export async function queueContactReceivedMail(
  tx: DbOrTx,
  contactId: string,
  now: Date,
  locale: Locale = 'en',
): Promise<void> {
  const [contact] = await tx.select().from(contactMessages).where(eq(contactMessages.id, contactId));
  if (!contact) return;
  if (await hasHadItsAcknowledgements(tx, contact.email, now)) return;
  await enqueueMail(
    tx,
    {
      kind: 'contact_received',
      causeId: contact.id,
      recipient: contact.email,
      payload: {
        locale,
        contactId: contact.id,
        name: contact.name,
        subject: contact.subject,
        receivedAt: contact.createdAt.toISOString(),
      },
    },
    now,
  );
}

/** The most acknowledgements one address receives in a day, however many messages name it (decision 0030). */
export const CONTACT_ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone may type any address into Contact Us, so the acknowledgement could be turned on a stranger's mailbox: an
 * address gets a few a day at most; the messages themselves are still stored for the admins. The transaction waits
 * for any other one counting the same address, so racing messages cannot both see room for one more.
 */
async function hasHadItsAcknowledgements(tx: DbOrTx, email: string, now: Date): Promise<boolean> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-ack:${address}`}, 0))`);
  const [counted] = await tx
    .select({ sent: count() })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.kind, 'contact_received'),
        sql`lower(${outboxMails.recipient}) = ${address}`,
        gte(outboxMails.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return (counted?.sent ?? 0) >= CONTACT_ACKNOWLEDGEMENTS_PER_DAY;
}
