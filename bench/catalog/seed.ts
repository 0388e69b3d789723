/**
 * The catalog benchmarks' data: a deterministic catalogue of events (20% with two ticket categories, 3%
 * cancelled, dates from a month ago to a year ahead) in 20 cities and 8 categories, and one organizer.
 */
import type { Database } from '../../apps/api/src/db/client';
import { categories, events, ticketCategories, users } from '../../apps/api/src/db/schema';

const CITIES = [
  'Mumbai',
  'Bengaluru',
  'New Delhi',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Jaipur',
  'Goa',
  'Ahmedabad',
  'Kochi',
  'Lucknow',
  'Chandigarh',
  'Indore',
  'Bhopal',
  'Surat',
  'Nagpur',
  'Mysuru',
  'Shillong',
  'Guwahati',
];
const WORDS = [
  'Jazz',
  'Rock',
  'Sufi',
  'Comedy',
  'Tech',
  'Startup',
  'Food',
  'Film',
  'Art',
  'Dance',
  'Indie',
  'Classical',
  'Poetry',
  'Design',
  'Yoga',
  'Cricket',
  'Marathon',
  'Theatre',
  'Retro',
  'EDM',
];
const KINDS = [
  'Night',
  'Festival',
  'Summit',
  'Live',
  'Workshop',
  'Carnival',
  'Mela',
  'Conclave',
  'Showcase',
  'Weekend',
];

// Deterministic pseudo-random numbers, so every run seeds the same catalogue.
let state = 42;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

export async function seedCatalog(db: Database, eventCount: number) {
  state = 42;
  const [organizer] = await db
    .insert(users)
    .values({ name: 'Bench Organizer', email: 'bench@example.com', role: 'organizer' })
    .returning();
  const categoryRows = await db
    .insert(categories)
    .values(
      ['Music', 'Comedy', 'Conference', 'Festival', 'Sports', 'Workshop', 'Theatre', 'Food & Drink'].map(
        (name) => ({ name }),
      ),
    )
    .returning();
  const now = Date.now();
  for (let start = 0; start < eventCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, eventCount - start) }, (_, offset) => {
      const index = start + offset;
      const hasTiers = random() < 0.2;
      const seats = 50 + Math.floor(random() * 950);
      return {
        title: `${pick(WORDS)} ${pick(KINDS)} ${index}`,
        description: 'An evening of music, food and good company with friends old and new.',
        date: new Date(now + (random() * 400 - 35) * 86_400_000),
        city: pick(CITIES),
        venueName: 'Town Hall',
        venueAddress: 'MG Road',
        venueLat: 19 + random(),
        venueLng: 72 + random(),
        pricePaise: Math.floor(random() * 5000) * 100,
        totalSeats: seats,
        availableSeats: seats,
        hasTicketCategories: hasTiers,
        cancelled: random() < 0.03,
        categoryId: pick(categoryRows).id,
        organizerId: organizer!.id,
      };
    });
    const inserted = await db.insert(events).values(batch).returning({
      id: events.id,
      hasTicketCategories: events.hasTicketCategories,
      totalSeats: events.totalSeats,
    });
    const tiers = inserted
      .filter((event) => event.hasTicketCategories)
      .flatMap((event) => [
        {
          eventId: event.id,
          name: 'General',
          pricePaise: 50_000,
          totalSeats: event.totalSeats - 20,
          availableSeats: event.totalSeats - 20,
          position: 0,
        },
        {
          eventId: event.id,
          name: 'VIP',
          pricePaise: 250_000,
          totalSeats: 20,
          availableSeats: 20,
          position: 1,
        },
      ]);
    if (tiers.length > 0) await db.insert(ticketCategories).values(tiers);
  }
}
