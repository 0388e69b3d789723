import {
  DEFAULT_REFUND_TIERS,
  type EventFormValues,
  eventEditRefusal,
  newEventSeats,
} from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type EventRow, events } from '../../db/schema/events';
import type { ImageStorage } from '../../lib/image-storage/image-storage';
import { deleteStoredImages, storeImage } from '../../lib/images';
import { assertCategoryExists } from '../categories/category-locks';
import { promoteToOrganizer } from '../users/users.service';
import type { EventWithRelations } from './event.serializer';
import { plannedDateChange, recordDateChange } from './event-date-changes';
import { lockEvent, lockTicketCategories } from './event-locks';
import { assertEventEditable, type EventActor, throwIfRefused } from './event-permissions';
import { findEventById } from './event-reads';
import { applySeatChanges, insertTicketCategories } from './event-seat-changes';

// Creating and editing events with their photos (organizer-admin spec §2, §4; docs/decisions/0007). The seat rules
// are the domain's (planSeatChange), the lock order is event-locks.ts's, and who may edit is event-permissions.ts's.

export interface EventWriteOptions {
  /** Where event photos are stored (app.imageStorage: UPLOADS_DIR or the S3 bucket). */
  images: ImageStorage;
  now: Date;
  /** Runs in the write's transaction after the change (the admin module writes its audit entry here). */
  afterWrite?: EventWriteHook;
}

/** Called inside an edit's or a cancellation's transaction with the event row as it was before. */
export type EventWriteHook = (tx: DbOrTx, before: EventRow) => Promise<void>;

/** What an edit does to the photo: keep it, replace it with new bytes, or remove it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; bytes: Buffer } | { kind: 'remove' };

/** The columns every write sets from the form (not seats, price or photo). */
function formColumns(values: EventFormValues) {
  const policy = values.customRefundPolicy;
  return {
    title: values.title,
    description: values.description,
    date: new Date(values.date),
    city: values.city,
    venueStateCode: values.stateCode,
    categoryId: values.categoryId,
    venueName: values.venue.name,
    venueAddress: values.venue.address,
    venueLat: values.venue.coordinates?.lat ?? null,
    venueLng: values.venue.coordinates?.lng ?? null,
    venuePlaceId: values.venue.placeId,
    hasTicketCategories: values.hasTicketCategories,
    // The default policy is stored as its tiers too, so a booking can freeze whichever is in force.
    useDefaultRefundPolicy: values.useDefaultRefundPolicy || !policy,
    refundSevenDaysOrMore: policy?.sevenDaysOrMore ?? DEFAULT_REFUND_TIERS.sevenDaysOrMore,
    refundOneToDays: policy?.oneToDays ?? DEFAULT_REFUND_TIERS.oneToDays,
    refundLessThanDay: policy?.lessThanDay ?? DEFAULT_REFUND_TIERS.lessThanDay,
    refundPolicyDescription: policy?.description ?? null,
  };
}

/**
 * Creates an event for the actor (any signed-in user: a 'user' becomes an 'organizer' in the same
 * transaction). The photo is checked and re-encoded before the transaction and removed again if the
 * event is not created.
 */
export async function createEvent(
  db: Database,
  actor: EventActor,
  values: EventFormValues,
  photo: Buffer | null,
  options: EventWriteOptions,
): Promise<EventWithRelations> {
  const image = photo ? await storeImage(photo, options.images) : null;
  let eventId: string;
  try {
    eventId = await db.transaction(async (tx) => {
      await assertCategoryExists(tx, values.categoryId);
      const seats = newEventSeats(values);
      const [created] = await tx
        .insert(events)
        .values({
          ...formColumns(values),
          ...seats.totals,
          photo: image?.photo ?? null,
          photoThumb: image?.photoThumb ?? null,
          organizerId: actor.id,
          createdAt: options.now,
          updatedAt: options.now,
        })
        .returning({ id: events.id });
      const id = created!.id;
      if (values.hasTicketCategories) await insertTicketCategories(tx, id, seats.categories);
      await promoteToOrganizer(tx, actor.id);
      return id;
    });
  } catch (error) {
    if (image) await deleteStoredImages(image, options.images).catch(() => undefined);
    throw error;
  }
  return findEventById(db, eventId);
}

/**
 * Edits an event (its organizer or an admin; not once cancelled) in one transaction with its ticket
 * categories and its row locked, so no seat sale slips in between the seats-sold check and the update. A new photo is stored
 * first and removed again if the edit fails; the replaced or removed photo's files are deleted only
 * after the edit has committed.
 */
export async function updateEvent(
  db: Database,
  eventId: string,
  actor: EventActor,
  values: EventFormValues,
  photoChange: PhotoChange,
  options: EventWriteOptions,
): Promise<EventWithRelations> {
  await assertEventEditable(db, eventId, actor);
  const image = photoChange.kind === 'replace' ? await storeImage(photoChange.bytes, options.images) : null;
  let previous: Pick<EventRow, 'photo' | 'photoThumb'> | null;
  try {
    previous = await db.transaction(async (tx) => {
      const existing = await lockTicketCategories(tx, eventId);
      const event = await lockEvent(tx, eventId);
      throwIfRefused(eventEditRefusal(event, actor));
      await assertCategoryExists(tx, values.categoryId);
      const dateChange = plannedDateChange(event, actor, values.date, options.now);
      const seats = await applySeatChanges(tx, event, existing, values);
      const photoColumns =
        photoChange.kind === 'keep'
          ? {}
          : { photo: image?.photo ?? null, photoThumb: image?.photoThumb ?? null };
      await tx
        .update(events)
        .set({
          ...formColumns(values),
          date: dateChange.date,
          ...seats,
          ...photoColumns,
          updatedAt: options.now,
        })
        .where(eq(events.id, eventId));
      if (dateChange.moved) await recordDateChange(tx, event, dateChange.date, actor, options.now);
      await options.afterWrite?.(tx, event);
      const hadPhoto = event.photo !== null || event.photoThumb !== null;
      return photoChange.kind !== 'keep' && hadPhoto
        ? { photo: event.photo, photoThumb: event.photoThumb }
        : null;
    });
  } catch (error) {
    if (image) await deleteStoredImages(image, options.images).catch(() => undefined);
    throw error;
  }
  // The event no longer points at these files; if deleting fails, an orphan file harms nobody.
  if (previous) await deleteStoredImages(previous, options.images).catch(() => undefined);
  return findEventById(db, eventId);
}
