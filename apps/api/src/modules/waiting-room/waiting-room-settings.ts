import type { WaitingRoomSettingsBody } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { waitingRooms } from '../../db/schema/waiting-room';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';

/**
 * The organizer's (or an admin's) setting of an event's room (decision 0049), under the room's row lock so that it
 * and the draw happen one after the other: before the draw the on-sale time may move (to a time still to come, before
 * the event); after it the time is history and stays, while the room may still be switched off (everyone may buy
 * at once) and on again (the line as drawn goes on).
 */
export async function saveWaitingRoomSettings(
  db: Database,
  event: { id: string; date: Date },
  body: WaitingRoomSettingsBody,
  now: Date,
): Promise<void> {
  const onSaleAt = new Date(body.onSaleAt);
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ onSaleAt: waitingRooms.onSaleAt, drawnAt: waitingRooms.drawnAt })
      .from(waitingRooms)
      .where(eq(waitingRooms.eventId, event.id))
      .for('update');
    if (room?.drawnAt) {
      if (room.onSaleAt.getTime() !== onSaleAt.getTime())
        throw new AppError(
          'QUEUE_STARTED',
          msg('The queue has already opened, so its on-sale time can no longer change'),
          'onSaleAt',
        );
      await tx
        .update(waitingRooms)
        .set({ enabled: body.enabled, updatedAt: now })
        .where(eq(waitingRooms.eventId, event.id));
      return;
    }
    if (body.enabled && onSaleAt <= now)
      throw new AppError('VALIDATION_ERROR', msg('The on-sale time must be in the future'), 'onSaleAt');
    if (onSaleAt >= event.date)
      throw new AppError(
        'VALIDATION_ERROR',
        msg('The on-sale time must be before the event starts'),
        'onSaleAt',
      );
    await tx
      .insert(waitingRooms)
      .values({ eventId: event.id, onSaleAt, enabled: body.enabled, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: waitingRooms.eventId,
        set: { onSaleAt, enabled: body.enabled, updatedAt: now },
      });
  });
}
