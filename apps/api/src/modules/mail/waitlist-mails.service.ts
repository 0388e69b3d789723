import { localeOr } from '@ticketmela/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, ticketCategories } from '../../db/schema/events';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { waitlistEntries } from '../../db/schema/waitlist';
import { eventColumns, mailEvent } from './mail-event-facts';
import { enqueueMail } from './outbox.service';

// The waitlist's mails (decision 0041): read from the entry, its person, its event, its category and its offer's hold,
// in the transaction of their cause (a read model, like booking-mails.service.ts). The entry is the cause: an entry
// is offered once and closed once, so each mail goes once. They are written in the waiting person's language (their
// account's, users.locale).

async function entryFacts(tx: DbOrTx, entryId: string) {
  const [found] = await tx
    .select({
      entry: waitlistEntries,
      user: { name: users.name, email: users.email, locale: users.locale },
      event: eventColumns,
      categoryName: ticketCategories.name,
      amountPaise: payments.amountPaise,
    })
    .from(waitlistEntries)
    .innerJoin(users, and(eq(users.id, waitlistEntries.userId), isNull(users.deletedAt)))
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(ticketCategories, eq(ticketCategories.id, waitlistEntries.ticketCategoryId))
    .leftJoin(payments, eq(payments.id, waitlistEntries.paymentId))
    .where(eq(waitlistEntries.id, entryId));
  return found;
}

/** The offer just made to an entry: the seats held, their price and until when. In the offer's transaction. */
export async function queueWaitlistOfferMail(tx: DbOrTx, entryId: string, now: Date): Promise<void> {
  const found = await entryFacts(tx, entryId);
  if (!found?.entry.offerExpiresAt || !found.entry.offeredQuantity) return;
  const { entry, user, event } = found;
  await enqueueMail(
    tx,
    {
      kind: 'waitlist_offer',
      causeId: entry.id,
      recipient: user.email,
      payload: {
        locale: localeOr(user.locale),
        entryId: entry.id,
        attendeeName: user.name,
        event: mailEvent(event),
        categoryName: found.categoryName,
        quantity: entry.offeredQuantity!,
        requestedQuantity: entry.quantity,
        amountPaise: found.amountPaise ?? 0,
        expiresAt: entry.offerExpiresAt!.toISOString(),
      },
    },
    now,
  );
}

/** An entry's list closed before it was served. In the transaction that closed it. */
export async function queueWaitlistClosedMail(
  tx: DbOrTx,
  entryId: string,
  reason: 'event_cancelled' | 'waitlist_closed',
  now: Date,
): Promise<void> {
  const found = await entryFacts(tx, entryId);
  if (!found) return;
  await enqueueMail(
    tx,
    {
      kind: 'waitlist_closed',
      causeId: found.entry.id,
      recipient: found.user.email,
      payload: {
        locale: localeOr(found.user.locale),
        entryId: found.entry.id,
        attendeeName: found.user.name,
        event: mailEvent(found.event),
        categoryName: found.categoryName,
        reason,
      },
    },
    now,
  );
}
