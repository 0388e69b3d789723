import { CANCELLATION_REASON_LABELS, isAdmin } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { cancelUpcomingBookingsOfUser } from '../bookings/cancellation.service';
import { cancelEventsOfOrganizer } from '../event-cancellation/event-cancellation.service';
import { forgetMailsTo } from '../mail/outbox.service';
import { anonymiseAccount, findUserById, lockLiveAdminIds, lockUserById } from '../users/users.service';
import { endPlacesOfPerson } from '../waitlist/waitlist-places.service';
import { retryOnDeadlock } from './retry-on-deadlock';

export interface AccountRemoval {
  /** Upcoming events of the person, cancelled: every booking of them is refunded in full. */
  cancelledEvents: number;
  /** The person's own bookings of upcoming events, cancelled with the refund their policy gives. */
  cancelledBookings: number;
}

/** Who removes the account: the person themselves, or an admin (audited). */
export type RemovedBy = { kind: 'self' } | { kind: 'admin'; adminId: string };

const EVENT_REASON = {
  self: 'The organizer closed their account',
  admin: "The organizer's account was removed by TicketMela",
} as const;
const BOOKING_REASON = {
  self: CANCELLATION_REASON_LABELS.accountClosed,
  admin: CANCELLATION_REASON_LABELS.accountRemoved,
} as const;

/**
 * Deleting an account (docs/decisions/0003 and the admin-console decision), in one transaction:
 * 1. unknown or already deleted -> 404; an admin deleting an admin -> 403;
 * 2. the person's upcoming events are cancelled through event-cancellation's cancelEventWithBookings, which
 *    cancels every booking of them and queues a full refund for each (unique per booking: once);
 * 3. the person's own bookings of upcoming events are cancelled under their frozen refund policy;
 * 4. an admin closing their own account must leave another admin (decision 0028): the live admins are locked and
 *    counted, else 409;
 * 5. the row is locked and anonymised, which ends every session and frees the e-mail and phone; the mails
 *    to its address are forgotten (the outbox keeps no copy of them, and what waited is never sent);
 * 6. the removal is written to the audit log: `user.delete` by an admin, `user.self_delete` by the person.
 * The owner's own proof (password or a fresh Google sign-in) is checked before, by the route.
 * Past events, bookings, payments and refunds stay, for the money trail. Refunds are sent after commit
 * by the refund worker (decision 0009). A deadlock with a racing cancellation runs it again.
 */
export async function removeAccount(
  db: Database,
  userId: string,
  by: RemovedBy,
  now: Date,
): Promise<AccountRemoval> {
  return retryOnDeadlock(() => removeAccountOnce(db, userId, by, now));
}

function removeAccountOnce(db: Database, userId: string, by: RemovedBy, now: Date): Promise<AccountRemoval> {
  return db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target || target.deletedAt) throw notFound(msg('User not found'));
    if (by.kind === 'admin' && isAdmin(target.role)) {
      throw new AppError('ADMIN_PROTECTED', msg('Cannot delete an admin user'));
    }
    const cancelledEvents = await cancelEventsOfOrganizer(tx, userId, EVENT_REASON[by.kind], now);
    const bookings = await cancelUpcomingBookingsOfUser(tx, userId, BOOKING_REASON[by.kind], now);
    await endPlacesOfPerson(tx, userId, now);
    if (by.kind === 'self' && isAdmin(target.role)) {
      const admins = await lockLiveAdminIds(tx);
      if (!admins.some((id) => id !== userId)) {
        throw new AppError(
          'LAST_ADMIN',
          msg('You are the only admin. Another admin must exist before this account can be deleted.'),
        );
      }
    }
    // The account row is locked last: a booking change checks its foreign key to the user (a key-share
    // lock on this row) only after it holds its event and booking locks, so locking the user first
    // would wait on them while they wait on us. Whoever deletes second finds it deleted: 404.
    const locked = await lockUserById(tx, userId);
    if (!locked || locked.deletedAt) throw notFound(msg('User not found'));
    await anonymiseAccount(tx, userId, now);
    await forgetMailsTo(tx, target.email);
    const removal = { cancelledEvents, cancelledBookings: bookings.cancelled };
    await recordAudit(tx, {
      actorId: by.kind === 'admin' ? by.adminId : userId,
      action: by.kind === 'admin' ? 'user.delete' : 'user.self_delete',
      targetType: 'user',
      targetId: userId,
      // Who it was, so the trail stays readable after the row is anonymised; no contact details.
      before: { name: target.name, role: target.role, isBanned: target.isBanned },
      after: { deleted: true, ...removal },
    });
    return removal;
  });
}
