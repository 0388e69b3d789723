import {
  DEFAULT_REFUND_TIERS,
  dateChangeRefusal,
  type EventFormValues,
  type EventListQuerySchema,
  isAdmin,
  isPastEvent,
  MAX_TICKET_PRICE_RUPEES,
  rupeesToPaise,
} from '@ticketmela/domain';
import { and, asc, eq, gt, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import {
  type EventRow,
  eventDateChanges,
  events,
  type TicketCategoryRow,
  ticketCategories,
} from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { ImageStorage } from '../../lib/image-storage/image-storage';
import { deleteStoredImages, storeImage } from '../../lib/images';
import { queueEventDateChangedMails } from '../mail/booking-mails.service';
import { promoteToOrganizer } from '../users/users.service';
import type { EventWithRelations } from './event.serializer';

type EventListFilters = z.output<typeof EventListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One condition of the event list's filters: the ORM (eventListConditions) and the prepared reads render the same terms. */
export interface EventFilterTerm {
  column: 'title' | 'categoryId' | 'city' | 'date' | 'pricePaise' | 'organizerId' | 'cancelled';
  operator: 'ilike' | '=' | '>=' | '<' | '<=';
  value: string | number | boolean | Date;
}

/** The same semantics as the web's matchesEventFilters. `organizerId` is resolved from 'me'. */
export function eventFilterTerms(
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): EventFilterTerm[] {
  const terms: EventFilterTerm[] = [];
  if (filters.search)
    terms.push({ column: 'title', operator: 'ilike', value: `%${escapeLike(filters.search)}%` });
  if (filters.category) terms.push({ column: 'categoryId', operator: '=', value: filters.category });
  if (filters.city) terms.push({ column: 'city', operator: '=', value: filters.city });
  if (filters.date) {
    // A calendar day in India Standard Time (UTC+05:30, no daylight saving).
    const start = new Date(`${filters.date}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()))
      throw new AppError('VALIDATION_ERROR', 'date must be YYYY-MM-DD', 'date');
    terms.push(
      { column: 'date', operator: '>=', value: start },
      { column: 'date', operator: '<', value: new Date(start.getTime() + DAY_MS) },
    );
  }
  if (filters.maxPrice !== undefined) {
    // No price is above the highest one an event may have: a larger limit is that one (and stays an integer).
    const rupees = Math.min(filters.maxPrice, MAX_TICKET_PRICE_RUPEES);
    terms.push({ column: 'pricePaise', operator: '<=', value: rupeesToPaise(rupees) });
  }
  if (filters.organizerId) terms.push({ column: 'organizerId', operator: '=', value: filters.organizerId });
  if (filters.upcoming) {
    terms.push(
      { column: 'cancelled', operator: '=', value: false },
      { column: 'date', operator: '>=', value: now },
    );
  }
  return terms;
}

const ORM_OPERATORS = { ilike, '=': eq, '>=': gte, '<': lt, '<=': lte } as const;

/** The list's filters as the ORM's condition (undefined: no filter). */
export function eventListConditions(
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): SQL | undefined {
  const conditions = eventFilterTerms(filters, now).map((term) =>
    ORM_OPERATORS[term.operator](events[term.column], term.value as never),
  );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Events with their category, organizer name and ticket categories, in two plain queries: the
 * filtered, ordered and limited events (with the two joins), then the ticket categories of just
 * those events. (A relational query built JSON per matching row before the limit: 36 req/s.)
 */
async function selectEvents(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number | undefined,
): Promise<EventWithRelations[]> {
  const query = db
    .select({
      event: events,
      category: { id: categories.id, name: categories.name },
      organizer: { id: users.id, name: users.name },
    })
    .from(events)
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(where)
    .orderBy(asc(events.date), asc(events.id));
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length === 0) return [];
  const tiers = await db
    .select()
    .from(ticketCategories)
    .where(
      inArray(
        ticketCategories.eventId,
        rows.map((row) => row.event.id),
      ),
    )
    .orderBy(asc(ticketCategories.position));
  const tiersByEvent = new Map<string, TicketCategoryRow[]>();
  for (const tier of tiers) {
    const list = tiersByEvent.get(tier.eventId) ?? [];
    list.push(tier);
    tiersByEvent.set(tier.eventId, list);
  }
  return rows.map((row) => ({
    ...row.event,
    category: row.category?.id ? row.category : null,
    organizer: row.organizer,
    ticketCategories: tiersByEvent.get(row.event.id) ?? [],
  }));
}

export function listEvents(
  db: DbOrTx,
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): Promise<EventWithRelations[]> {
  return selectEvents(db, eventListConditions(filters, now), filters.limit);
}

export async function findEventById(db: DbOrTx, id: string): Promise<EventWithRelations> {
  const [event] = await selectEvents(db, eq(events.id, id), 1);
  if (!event) throw notFound('Event not found');
  return event;
}

/**
 * Flags an event cancelled, for good, and says whether this call did it (false when it was already
 * cancelled or does not exist). Only modules/event-cancellation calls it, in the same transaction as
 * the cancellation of the event's bookings and their full refunds.
 */
export async function flagEventCancelled(tx: DbOrTx, eventId: string, reason: string | null, now: Date) {
  const [cancelled] = await tx
    .update(events)
    .set({ cancelled: true, cancelledReason: reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.cancelled, false)))
    .returning({ id: events.id });
  return Boolean(cancelled);
}

/**
 * Locks an organizer's upcoming, active events for cancelling, in id order (as every writer of several events locks
 * them), and answers their ids. FOR UPDATE, as `lockEventToCancel` does for one event: a booking statement reads its
 * event under a key-share lock, which a plain UPDATE of the row would not make it wait for, so it could still book
 * an event this transaction is cancelling.
 */
export async function lockUpcomingEventsOf(tx: DbOrTx, organizerId: string, now: Date): Promise<string[]> {
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.cancelled, false), gt(events.date, now)))
    .orderBy(asc(events.id))
    .for('update');
  return upcoming.map((event) => event.id);
}

// ---------------------------------------------------------------------------------------------------
// Writing events: create, edit, cancel (organizer-admin spec §2, §4, §5, §7; docs/decisions/0007).
//
// Seats sold = totalSeats - availableSeats (bookings and payments in progress). Lock order for every
// writer of seat counts: the event's ticket_categories rows in id order, then the events row; the same
// order inventory.service's takeSeats/returnSeats update them in, so an edit and a seat sale never
// interleave (the edit waits, then counts the sale) and never deadlock.
// ---------------------------------------------------------------------------------------------------

/** Who is changing an event: the signed-in user. */
export interface EventActor {
  id: string;
  role: string;
}

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

const FORBIDDEN_MESSAGE = 'You can only change your own events';

function assertCanChange(event: Pick<EventRow, 'organizerId'>, actor: EventActor): void {
  if (event.organizerId !== actor.id && !isAdmin(actor.role)) throw forbidden(FORBIDDEN_MESSAGE);
}

function assertNotCancelled(event: Pick<EventRow, 'cancelled'>, action: 'edit' | 'cancel'): void {
  if (!event.cancelled) return;
  throw new AppError(
    'EVENT_CANCELLED',
    action === 'edit'
      ? 'This event has been cancelled and can no longer be edited'
      : 'This event has already been cancelled',
  );
}

/** The event's ticket categories, locked in id order (the first half of the lock order above). */
async function lockTicketCategories(tx: DbOrTx, eventId: string): Promise<TicketCategoryRow[]> {
  return tx
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.id))
    .for('update');
}

async function lockEvent(tx: DbOrTx, eventId: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound('Event not found');
  return event;
}

/** The category must exist; the share lock keeps it from being deleted before the event commits. */
async function assertCategoryExists(tx: DbOrTx, categoryId: string): Promise<void> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!category) throw new AppError('VALIDATION_ERROR', 'Please select a category', 'categoryId');
}

/** The columns every write sets from the form (not seats, price or photo). */
function formColumns(values: EventFormValues) {
  const policy = values.customRefundPolicy;
  return {
    title: values.title,
    description: values.description,
    date: new Date(values.date),
    city: values.city,
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

interface SeatColumns {
  pricePaise: number;
  totalSeats: number;
  availableSeats: number;
}

/** An event's price and seats follow its categories: lowest price, sums of seats. */
function totalsOf(rows: { pricePaise: number; totalSeats: number; availableSeats: number }[]): SeatColumns {
  return {
    pricePaise: Math.min(...rows.map((row) => row.pricePaise)),
    totalSeats: rows.reduce((sum, row) => sum + row.totalSeats, 0),
    availableSeats: rows.reduce((sum, row) => sum + row.availableSeats, 0),
  };
}

async function insertTicketCategories(
  tx: DbOrTx,
  eventId: string,
  categoriesOfForm: { name: string; description: string | null; price: number; totalSeats: number }[],
): Promise<SeatColumns> {
  const rows = categoriesOfForm.map((category, position) => ({
    eventId,
    name: category.name,
    description: category.description,
    pricePaise: rupeesToPaise(category.price),
    totalSeats: category.totalSeats,
    availableSeats: category.totalSeats,
    position,
  }));
  await tx.insert(ticketCategories).values(rows);
  return totalsOf(rows);
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
      const seats: SeatColumns = values.hasTicketCategories
        ? totalsOf(
            values.ticketCategories.map((category) => ({
              pricePaise: rupeesToPaise(category.price),
              totalSeats: category.totalSeats,
              availableSeats: category.totalSeats,
            })),
          )
        : {
            pricePaise: rupeesToPaise(values.price),
            totalSeats: values.totalSeats,
            availableSeats: values.totalSeats,
          };
      const [created] = await tx
        .insert(events)
        .values({
          ...formColumns(values),
          ...seats,
          photo: image?.photo ?? null,
          photoThumb: image?.photoThumb ?? null,
          organizerId: actor.id,
          createdAt: options.now,
          updatedAt: options.now,
        })
        .returning({ id: events.id });
      const id = created!.id;
      if (values.hasTicketCategories) await insertTicketCategories(tx, id, values.ticketCategories);
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
 * Refuses early, before any photo is processed, an edit that cannot succeed: unknown event (404),
 * someone else's event (403), a cancelled event (409). updateEvent checks again under the row lock.
 */
export async function assertEventEditable(db: DbOrTx, eventId: string, actor: EventActor): Promise<void> {
  const [event] = await db
    .select({ organizerId: events.organizerId, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound('Event not found');
  assertCanChange(event, actor);
  assertNotCancelled(event, 'edit');
}

const soldOf = (row: { totalSeats: number; availableSeats: number }) => row.totalSeats - row.availableSeats;
const seatWord = (count: number) => (count === 1 ? 'seat' : 'seats');
/** '1 seat has' / '6 seats have' */
const seatsHave = (count: number) => `${count} ${count === 1 ? 'seat has' : 'seats have'}`;

/**
 * The new price and seats of a locked event, and its ticket categories brought in line with the form,
 * never below what is sold: 409 naming the number (and the category) otherwise.
 */
async function applySeatChanges(
  tx: DbOrTx,
  event: EventRow,
  existing: TicketCategoryRow[],
  values: EventFormValues,
): Promise<SeatColumns> {
  const sold = soldOf(event);

  if (values.hasTicketCategories !== event.hasTicketCategories) {
    if (sold > 0) {
      throw new AppError(
        'CONFLICT',
        `The pricing mode cannot be changed because ${seatsHave(sold)} already been sold`,
        'hasTicketCategories',
      );
    }
    if (existing.length > 0) await tx.delete(ticketCategories).where(eq(ticketCategories.eventId, event.id));
    if (values.hasTicketCategories) return insertTicketCategories(tx, event.id, values.ticketCategories);
    return {
      pricePaise: rupeesToPaise(values.price),
      totalSeats: values.totalSeats,
      availableSeats: values.totalSeats,
    };
  }

  if (!values.hasTicketCategories) {
    if (values.totalSeats < sold) {
      throw new AppError(
        'CONFLICT',
        `Total seats cannot be less than the ${sold} ${seatWord(sold)} already sold`,
        'totalSeats',
      );
    }
    return {
      pricePaise: rupeesToPaise(values.price),
      totalSeats: values.totalSeats,
      availableSeats: values.totalSeats - sold,
    };
  }

  // Match each submitted category to an existing one: by _id when sent, else by name (trimmed,
  // case-insensitive), so seats sold stay with their category through renames and reorders.
  const matches = new Map<number, TicketCategoryRow>();
  const taken = new Set<string>();
  values.ticketCategories.forEach((category, index) => {
    if (!category._id) return;
    const row = existing.find((candidate) => candidate.id === category._id!.toLowerCase());
    if (!row || taken.has(row.id)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The ticket category "${category.name}" does not belong to this event`,
        'ticketCategories',
      );
    }
    matches.set(index, row);
    taken.add(row.id);
  });
  values.ticketCategories.forEach((category, index) => {
    if (category._id) return;
    const key = category.name.toLowerCase();
    const row = existing.find(
      (candidate) => !taken.has(candidate.id) && candidate.name.trim().toLowerCase() === key,
    );
    if (!row) return;
    matches.set(index, row);
    taken.add(row.id);
  });

  const removed = existing.filter((row) => !taken.has(row.id));
  for (const row of removed) {
    const soldOfRow = soldOf(row);
    if (soldOfRow > 0) {
      throw new AppError(
        'CONFLICT',
        `The ticket category "${row.name}" cannot be removed because ${seatsHave(soldOfRow)} already been sold`,
        'ticketCategories',
      );
    }
  }
  const next: { pricePaise: number; totalSeats: number; availableSeats: number }[] = [];
  const updates: { id: string; columns: typeof ticketCategories.$inferInsert }[] = [];
  const inserts: (typeof ticketCategories.$inferInsert)[] = [];
  values.ticketCategories.forEach((category, position) => {
    const row = matches.get(position);
    const soldOfRow = row ? soldOf(row) : 0;
    if (category.totalSeats < soldOfRow) {
      throw new AppError(
        'CONFLICT',
        `Total seats for "${category.name}" cannot be less than the ${soldOfRow} ${seatWord(soldOfRow)} already sold`,
        'ticketCategories',
      );
    }
    const columns = {
      eventId: event.id,
      name: category.name,
      description: category.description,
      pricePaise: rupeesToPaise(category.price),
      totalSeats: category.totalSeats,
      availableSeats: category.totalSeats - soldOfRow,
      position,
    };
    next.push(columns);
    if (row) updates.push({ id: row.id, columns });
    else inserts.push(columns);
  });

  if (removed.length > 0) {
    await tx.delete(ticketCategories).where(
      inArray(
        ticketCategories.id,
        removed.map((row) => row.id),
      ),
    );
  }
  for (const update of updates) {
    await tx.update(ticketCategories).set(update.columns).where(eq(ticketCategories.id, update.id));
  }
  if (inserts.length > 0) await tx.insert(ticketCategories).values(inserts);
  return totalsOf(next);
}

const MINUTE_MS = 60_000;

/**
 * The date an edit leaves the event at, and whether that is a move (decision 0029). The form sends minutes, so a
 * date within the stored one's minute is no change and the stored instant stays. A move of an event with seats
 * sold or held is refused (400 on `date`) into the past, and, for its organizer, earlier than the notice allows.
 */
function plannedDateChange(event: EventRow, actor: EventActor, values: EventFormValues, now: Date) {
  const next = new Date(values.date);
  const sameMinute = Math.floor(next.getTime() / MINUTE_MS) === Math.floor(event.date.getTime() / MINUTE_MS);
  if (sameMinute) return { date: event.date, moved: false };
  const refusal = dateChangeRefusal({
    previous: event.date,
    next,
    hasBookings: soldOf(event) > 0,
    byAdmin: isAdmin(actor.role),
    now,
  });
  if (refusal) throw new AppError('VALIDATION_ERROR', refusal, 'date');
  return { date: next, moved: true };
}

/**
 * Keeps a move of the date (who, from, to), marks the event's date as changed now, so every booking bought before
 * may be cancelled in full, and queues the "date changed" mail to each holder, all in the edit's transaction.
 */
async function recordDateChange(tx: DbOrTx, event: EventRow, next: Date, actor: EventActor, now: Date) {
  const [change] = await tx
    .insert(eventDateChanges)
    .values({
      eventId: event.id,
      previousDate: event.date,
      newDate: next,
      changedBy: actor.id,
      changedAt: now,
    })
    .returning({ id: eventDateChanges.id });
  await tx.update(events).set({ dateChangedAt: now }).where(eq(events.id, event.id));
  await queueEventDateChangedMails(tx, change!.id, now);
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
      assertCanChange(event, actor);
      assertNotCancelled(event, 'edit');
      await assertCategoryExists(tx, values.categoryId);
      const dateChange = plannedDateChange(event, actor, values, options.now);
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

/**
 * Locks an event its organizer or an admin is about to cancel and checks that it may be: not cancelled
 * already (409) and, for its organizer, not past (409). An admin may cancel one that has begun or passed
 * (decision 0029: whatever happened to its date, an admin can always refund everyone in full). Call it inside
 * the cancelling transaction.
 */
export async function lockEventToCancel(
  tx: DbOrTx,
  eventId: string,
  actor: EventActor,
  now: Date,
): Promise<EventRow> {
  const event = await lockEvent(tx, eventId);
  assertCanChange(event, actor);
  assertNotCancelled(event, 'cancel');
  if (!isAdmin(actor.role) && isPastEvent(event.date, now)) {
    throw new AppError('EVENT_PAST', 'Past events cannot be cancelled');
  }
  return event;
}
