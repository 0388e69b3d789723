/**
 * The catalog benchmarks' data: a deterministic catalogue of events (20% with two ticket categories, 3%
 * cancelled, dates from a month ago to a year ahead, prices ₹0-₹4,999) in 20 cities and 8 categories, from 1,000
 * organizers. Written by the database itself (one INSERT ... SELECT over generate_series per table), so a million
 * events take about a minute on PostgreSQL instead of an hour of batched inserts; every field comes from the row's
 * number through PostgreSQL's hash function, so every run (and every server) writes the same catalogue.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

export const CITIES = [
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
const CATEGORIES = [
  'Music',
  'Comedy',
  'Conference',
  'Festival',
  'Sports',
  'Workshop',
  'Theatre',
  'Food & Drink',
];
export const ORGANIZER_COUNT = 1000;

/** A text[] literal of the words, for SQL that picks one by index. */
const textArray = (items: string[]) =>
  `(array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}])`;

/** The n-th pseudo-random number in [0, modulus) for row `g`: PostgreSQL's 64-bit hash of the row number, seeded n. */
const hashed = (n: number, modulus: number) => `(abs(hashint8extended(g, ${n})) % ${modulus})`;

export async function seedCatalog(database: Database, eventCount: number) {
  // One transaction: a catalogue is there whole or not at all.
  await database.transaction(async (db) => {
    // The trigger that keeps a category's count would update the same eight rows a million times: it is off while
    // the events are written, and the counts are set once at the end, as migration 0020 sets them.
    await db.execute(sql`alter table events disable trigger events_category_count`);
    await db.execute(
      sql.raw(`
    insert into users (name, email, role)
    select 'Bench Organizer ' || g, 'bench-' || g || '@example.com', 'organizer'
    from generate_series(1, ${ORGANIZER_COUNT}) g`),
    );
    await db.execute(
      sql.raw(`
    insert into categories (name) select unnest${textArray(CATEGORIES)}`),
    );
    await db.execute(
      sql.raw(`
    with organizers as (select array_agg(id order by email) as ids from users where email like 'bench-%@example.com'),
         kinds as (select array_agg(id order by name) as ids from categories)
    insert into events (title, description, date, city, venue_name, venue_address, venue_lat, venue_lng, price_paise,
      total_seats, available_seats, has_ticket_categories, cancelled, category_id, organizer_id)
    select ${textArray(WORDS)}[1 + ${hashed(1, 20)}] || ' ' || ${textArray(KINDS)}[1 + ${hashed(2, 10)}] || ' ' || g,
      'An evening of music, food and good company with friends old and new.',
      now() + (${hashed(3, 435)} - 35) * interval '1 day' + ${hashed(4, 1440)} * interval '1 minute',
      ${textArray(CITIES)}[1 + ${hashed(5, 20)}],
      'Town Hall', 'MG Road', 19 + ${hashed(6, 1000)} / 1000.0, 72 + ${hashed(7, 1000)} / 1000.0,
      ${hashed(8, 5000)} * 100,
      50 + ${hashed(9, 950)}, 50 + ${hashed(9, 950)},
      ${hashed(10, 5)} = 0,
      ${hashed(11, 100)} < 3,
      kinds.ids[1 + ${hashed(12, 8)}],
      organizers.ids[1 + ${hashed(13, ORGANIZER_COUNT)}]
    from generate_series(1, ${eventCount}) g, organizers, kinds`),
    );
    await db.execute(
      sql.raw(`
    insert into ticket_categories (event_id, name, price_paise, total_seats, available_seats, position)
    select e.id, tier.name, tier.price, case when tier.position = 0 then e.total_seats - 20 else 20 end,
      case when tier.position = 0 then e.total_seats - 20 else 20 end, tier.position
    from events e
    cross join (values ('General', 50000, 0), ('VIP', 250000, 1)) as tier(name, price, position)
    where e.has_ticket_categories`),
    );
    await db.execute(
      sql`update categories c set event_count = (select count(*) from events e where e.category_id = c.id)`,
    );
    await db.execute(sql`alter table events enable trigger events_category_count`);
  });
}
