import { stateCodeOfCity } from '@ticketmela/domain';
import type { DbOrTx } from '../db/client';
import { categories } from '../db/schema/categories';
import { events, ticketCategories } from '../db/schema/events';
import type { StoredImage } from '../lib/images';
import type { SeededEvent } from './demo-bookings';
import { DEMO_CATEGORIES, DEMO_EVENTS } from './demo-event-data';
import type { DemoAccountKey } from './demo-users';

/**
 * Writes the demo catalogue (demo-event-data.ts) in the seed's transaction: the categories, then each event with
 * its ticket categories, dated from the seed's moment in India Standard Time, with the picture drawn for it.
 */

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant that is `hour:minute` India Standard Time, `days` calendar days after now's IST date. */
export function istDateAt(now: Date, days: number, hour: number, minute: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const utcOfIstWallClock = Date.UTC(
    ist.getUTCFullYear(),
    ist.getUTCMonth(),
    ist.getUTCDate() + days,
    hour,
    minute,
  );
  return new Date(utcOfIstWallClock - IST_OFFSET_MS);
}

/** Adds the demo categories (keeping any of the same name) and returns every category's id by its name in lower case. */
async function insertDemoCategories(tx: DbOrTx, now: Date): Promise<Map<string, string>> {
  await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((category) => ({ ...category, createdAt: now })))
    .onConflictDoNothing();
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * Writes the demo categories and events with their ticket categories; `images` holds one stored picture per
 * event, in DEMO_EVENTS' order. Returns what the demo bookings need of each event, by its title.
 */
export async function insertDemoCatalog(
  tx: DbOrTx,
  options: { now: Date; images: StoredImage[]; userIdByKey: Map<DemoAccountKey, string> },
): Promise<Map<string, SeededEvent>> {
  const { now, images, userIdByKey } = options;
  const categoryIdByName = await insertDemoCategories(tx, now);

  const eventsByTitle = new Map<string, SeededEvent>();
  for (const [index, demo] of DEMO_EVENTS.entries()) {
    const image = images[index]!;
    const categorySeats = demo.ticketCategories?.reduce((sum, category) => sum + category.seats, 0);
    const totalSeats = categorySeats ?? demo.seats ?? 0;
    const date = istDateAt(now, demo.daysAhead, demo.timeIst[0], demo.timeIst[1]);
    // Organizers announced their events a few weeks ahead; the past one before it happened.
    const createdAt = new Date(Math.min(now.getTime(), date.getTime()) - (20 + index) * DAY_MS);
    const [event] = await tx
      .insert(events)
      .values({
        title: demo.title,
        description: demo.description,
        photo: image.photo,
        photoThumb: image.photoThumb,
        date,
        city: demo.city,
        venueStateCode: stateCodeOfCity(demo.city),
        venueName: demo.venue.name,
        venueAddress: demo.venue.address,
        venueLat: demo.venue.lat,
        venueLng: demo.venue.lng,
        venuePlaceId: null,
        // Category events carry their lowest price, so the max-price filter and 'from ₹X' agree.
        pricePaise: demo.ticketCategories
          ? Math.min(...demo.ticketCategories.map((category) => category.pricePaise))
          : (demo.pricePaise ?? 0),
        totalSeats,
        availableSeats: totalSeats,
        hasTicketCategories: Boolean(demo.ticketCategories),
        useDefaultRefundPolicy: !demo.refundPolicy,
        refundSevenDaysOrMore: demo.refundPolicy?.sevenDaysOrMore ?? 100,
        refundOneToDays: demo.refundPolicy?.oneToDays ?? 50,
        refundLessThanDay: demo.refundPolicy?.lessThanDay ?? 0,
        refundPolicyDescription: demo.refundPolicy?.description ?? null,
        cancelled: Boolean(demo.cancelledReason),
        cancelledReason: demo.cancelledReason ?? null,
        cancelledAt: demo.cancelledReason ? new Date(now.getTime() - 2 * DAY_MS) : null,
        categoryId: categoryIdByName.get(demo.category.toLowerCase()) ?? null,
        organizerId: userIdByKey.get(demo.organizer)!,
        createdAt,
        updatedAt: demo.cancelledReason ? new Date(now.getTime() - 2 * DAY_MS) : createdAt,
      })
      .returning();
    const tiers = demo.ticketCategories
      ? await tx
          .insert(ticketCategories)
          .values(
            demo.ticketCategories.map((category, position) => ({
              eventId: event!.id,
              name: category.name,
              description: category.description,
              pricePaise: category.pricePaise,
              totalSeats: category.seats,
              availableSeats: category.seats,
              position,
            })),
          )
          .returning({
            id: ticketCategories.id,
            name: ticketCategories.name,
            pricePaise: ticketCategories.pricePaise,
          })
      : [];
    eventsByTitle.set(demo.title, {
      id: event!.id,
      title: demo.title,
      date: event!.date,
      organizerId: event!.organizerId,
      pricePaise: event!.pricePaise,
      cancelled: event!.cancelled,
      cancelledAt: event!.cancelledAt,
      tiers: {
        sevenDaysOrMore: event!.refundSevenDaysOrMore,
        oneToDays: event!.refundOneToDays,
        lessThanDay: event!.refundLessThanDay,
      },
      refundPolicyDescription: event!.useDefaultRefundPolicy ? null : event!.refundPolicyDescription,
      categories: new Map(tiers.map((tier) => [tier.name, { id: tier.id, pricePaise: tier.pricePaise }])),
    });
  }
  return eventsByTitle;
}
