import { categories, events, ticketCategories } from '../src/db/schema';
import type { TestApp } from './helper';

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** The venue of simpleEventForm. */
export const FORM_VENUE = {
  name: 'NCPA',
  address: 'Nariman Point, Mumbai',
  coordinates: { lat: 18.925, lng: 72.82 },
  placeId: 'osm:1',
};

export type FormFields = Record<string, string | undefined>;

/** A valid simple-pricing event form, as the web sends it; overrides replace (undefined removes) fields. */
export function simpleEventForm(categoryId: string, overrides: FormFields = {}): FormFields {
  return {
    title: 'Jazz Night',
    description: 'Live jazz by the sea',
    date: daysFrom(new Date(), 30).toISOString(),
    categoryId,
    city: 'Mumbai',
    venue: JSON.stringify(FORM_VENUE),
    hasTicketCategories: 'false',
    price: '499.50',
    totalSeats: '200',
    useDefaultRefundPolicy: 'true',
    ...overrides,
  };
}

export async function createCategoryRow(ctx: TestApp, name: string) {
  const [category] = await ctx.db.insert(categories).values({ name }).returning();
  return category!;
}

type EventOverrides = Partial<typeof events.$inferInsert> & {
  organizerId: string;
  /** Ticket categories (price in paise); the event's seats and price follow from them. */
  tiers?: { name: string; pricePaise: number; seats: number; available?: number }[];
};

/** Inserts an event the way the events service stores one (seats and lowest price follow the tiers). */
export async function createEventRow(ctx: TestApp, overrides: EventOverrides) {
  const { tiers, ...fields } = overrides;
  const totalSeats = tiers ? tiers.reduce((sum, tier) => sum + tier.seats, 0) : (fields.totalSeats ?? 100);
  const availableSeats = tiers
    ? tiers.reduce((sum, tier) => sum + (tier.available ?? tier.seats), 0)
    : (fields.availableSeats ?? totalSeats);
  const [event] = await ctx.db
    .insert(events)
    .values({
      title: 'Test Event',
      description: 'A test event',
      date: daysFrom(new Date(), 30),
      city: 'Mumbai',
      venueName: 'Test Venue',
      venueAddress: 'Test Road, Mumbai',
      venueLat: 19.07,
      venueLng: 72.87,
      pricePaise: tiers ? Math.min(...tiers.map((tier) => tier.pricePaise)) : 50_000,
      hasTicketCategories: Boolean(tiers),
      ...fields,
      totalSeats,
      availableSeats,
    })
    .returning();
  if (tiers) {
    await ctx.db.insert(ticketCategories).values(
      tiers.map((tier, position) => ({
        eventId: event!.id,
        name: tier.name,
        pricePaise: tier.pricePaise,
        totalSeats: tier.seats,
        availableSeats: tier.available ?? tier.seats,
        position,
      })),
    );
  }
  return event!;
}
