import { CANCELLATION_REASON_LABELS, type EventFormValues, isAdmin, paiseToRupees } from '@ticketmela/domain';
import type { Database, DbOrTx } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { recordAudit } from '../audit/audit.service';
import { cancelEvent } from '../event-cancellation/event-cancellation.service';
import type { EventWithRelations } from '../events/event.serializer';
import type { EventActor } from '../events/event-permissions';
import { findEventById } from '../events/event-reads';
import {
  type EventWriteHook,
  type EventWriteOptions,
  type PhotoChange,
  updateEvent,
} from '../events/events.service';
import { retryOnDeadlock } from './retry-on-deadlock';

/** The fields of an event an admin's change is judged by (money in rupees, dates ISO). */
function summary(event: EventRow) {
  return {
    title: event.title,
    description: event.description,
    date: event.date.toISOString(),
    city: event.city,
    categoryId: event.categoryId,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    price: paiseToRupees(event.pricePaise),
    totalSeats: event.totalSeats,
    hasTicketCategories: event.hasTicketCategories,
    useDefaultRefundPolicy: event.useDefaultRefundPolicy,
    photo: event.photo,
    cancelled: event.cancelled,
    cancelledReason: event.cancelledReason,
  };
}

type Summary = ReturnType<typeof summary>;

/** Only what changed, on both sides; the title always, so an entry reads on its own. */
function changes(before: Summary, after: Summary) {
  const keys = (Object.keys(before) as (keyof Summary)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: Summary) =>
    Object.fromEntries([['title', from.title], ...keys.map((key) => [key, from[key]])]);
  return { before: pick(before), after: pick(after) };
}

/** Audits an admin's change to an event, in the change's transaction. */
function auditAs(adminId: string, action: 'event.update' | 'event.delete', reason?: string | null) {
  const hook: EventWriteHook = async (tx: DbOrTx, before: EventRow) => {
    const after = await findEventById(tx, before.id);
    await recordAudit(tx, {
      actorId: adminId,
      action,
      targetType: 'event',
      targetId: before.id,
      reason: reason ?? null,
      ...changes(summary(before), summary(after)),
    });
  };
  return hook;
}

/**
 * PATCH /api/events/{id}: the organizer edits as before; an admin's edit (of any event) is the same
 * edit with an 'event.update' audit entry in its transaction.
 */
export function editEvent(
  db: Database,
  eventId: string,
  actor: EventActor,
  values: EventFormValues,
  photoChange: PhotoChange,
  options: EventWriteOptions,
): Promise<EventWithRelations> {
  const afterWrite = isAdmin(actor.role) ? auditAs(actor.id, 'event.update') : undefined;
  return updateEvent(db, eventId, actor, values, photoChange, { ...options, afterWrite });
}

/** What attendees read when an admin removes someone else's event without giving a reason. */
export const ADMIN_REMOVAL_REASON = CANCELLATION_REASON_LABELS.removedByTeam;

/**
 * DELETE /api/events/{id}. For the organizer: cancel. For an admin ("Delete" in the admin tables):
 * the same cancellation (every booking refunded in full, durably, once: event-cancellation's cancelEventWithBookings), the
 * event kept and shown as cancelled, every booking, payment and refund row kept, and an
 * 'event.delete' audit entry in the same transaction. An admin who gives no reason for someone
 * else's event leaves attendees ADMIN_REMOVAL_REASON. Past and already cancelled events: 409, as for
 * organizers.
 */
export async function removeEvent(
  db: Database,
  eventId: string,
  actor: EventActor,
  reason: string | null,
  now: Date,
): Promise<EventWithRelations> {
  if (!isAdmin(actor.role)) return retryOnDeadlock(() => cancelEvent(db, eventId, actor, reason, now));
  const current = await findEventById(db, eventId);
  const shownReason = reason ?? (current.organizerId === actor.id ? null : ADMIN_REMOVAL_REASON);
  const audit = auditAs(actor.id, 'event.delete', reason);
  return retryOnDeadlock(() => cancelEvent(db, eventId, actor, shownReason, now, audit));
}
