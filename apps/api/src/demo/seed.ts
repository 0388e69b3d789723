import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import type { ImageStorage } from '../lib/image-storage/image-storage';
import type { StoredImage } from '../lib/images';
import { deleteStoredImages } from '../lib/images';
import { hashPassword } from '../lib/passwords';
import type { GstSettings } from '../modules/invoices/invoice-issue';
import { DEMO_BOOKINGS, type DemoAttendee } from './demo-booking-list';
import { insertDemoBookings } from './demo-bookings';
import { DEMO_EVENTS } from './demo-event-data';
import { insertDemoCatalog } from './demo-events';
import { createDemoEventImage } from './demo-images';
import { insertDemoSaleSetup } from './demo-sale-setup';
import { insertDemoTaxProfiles } from './demo-tax-profiles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, insertDemoUsers, type SeededAccount } from './demo-users';
import { insertDemoWaitlist } from './demo-waitlist';

/**
 * Demo data for a newcomer's first `npm start`: five accounts (admin, two organizers, two attendees:
 * demo-users.ts), the eight categories, a catalogue of events across India (demo-event-data.ts, written by
 * demo-events.ts) with pictures (demo-images.ts), the attendees' bookings (upcoming, past with one checked in,
 * cancelled: demo-bookings.ts, each ticket named), a sold-out ticket category with Ananya on its waitlist
 * (demo-waitlist.ts) and promo codes and checkout questions on one summit (demo-sale-setup.ts). It
 * runs only on a database without users, in one transaction, so it is all-or-nothing and never touches real data.
 */

export interface SeedLogger {
  info(message: string): void;
}

export interface SeedOptions {
  /** Where the demo pictures go: the app's image storage (a folder or a bucket). */
  images: ImageStorage;
  /** The server's QR_SECRET: the demo tickets' QR codes are signed with it, like any booking's. */
  qrSecret: string;
  /** The server's GST rules: the demo bookings' invoices are issued by them. */
  gst: GstSettings;
  log?: SeedLogger;
  /** The moment event dates are computed from; tests pass a fixed one. */
  now?: Date;
}

export interface SeedResult {
  accounts: SeededAccount[];
}

/**
 * Runs `work` over items with at most `limit` at a time, keeping the order of results. After a
 * failure no new item starts, and it rejects only once the running ones have finished.
 */
async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const outcomes = await Promise.allSettled(workers);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

// Serialises seeding between processes sharing one PostgreSQL (two API instances starting together).
const SEED_LOCK_KEY = 7_310_425_001;

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) > 0;
}

/**
 * Seeds the demo data when the users table is empty; returns the demo accounts, or null when the
 * database already had users (then nothing is written).
 */
export async function seedDemoDataIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult | null> {
  if (await hasUsers(db)) return null;
  const now = options.now ?? new Date();
  const log = options.log;

  // The slow parts (argon2 and drawing pictures) happen before the transaction, which stays short.
  log?.info('Empty database: creating demo data (accounts, categories, events with pictures)…');
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  // Kept as they are written, so that a failure anywhere removes every file already stored.
  const written: StoredImage[] = [];
  const removeWrittenImages = () =>
    Promise.all(written.map((image) => deleteStoredImages(image, options.images))).catch(() => undefined);
  try {
    const images = await mapWithConcurrency(DEMO_EVENTS, 3, async (event, index) => {
      const image = await createDemoEventImage({ category: event.category, index }, options.images);
      written.push(image);
      return image;
    });

    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasUsers(tx)) return false;

      const userIdByKey = await insertDemoUsers(tx, { passwordHashes, now });
      await insertDemoTaxProfiles(tx, userIdByKey, now);
      const eventsByTitle = await insertDemoCatalog(tx, { now, images, userIdByKey });
      await insertDemoSaleSetup(tx, { now, eventsByTitle });
      const attendeeIds: Record<DemoAttendee, string> = {
        ananya: userIdByKey.get('ananya')!,
        vikram: userIdByKey.get('vikram')!,
      };
      await insertDemoBookings(tx, {
        now,
        qrSecret: options.qrSecret,
        gst: options.gst,
        attendeeIds,
        eventsByTitle,
      });
      await insertDemoWaitlist(tx, { now, ananyaId: attendeeIds.ananya, eventsByTitle });
      return true;
    });

    if (!seeded) {
      // Another process seeded first, between our check and our lock.
      await removeWrittenImages();
      return null;
    }
  } catch (error) {
    await removeWrittenImages();
    throw error;
  }

  log?.info(
    `Demo data ready: ${DEMO_ACCOUNTS.length} accounts, ${DEMO_EVENTS.length} events, ${DEMO_BOOKINGS.length} bookings.`,
  );
  return { accounts: DEMO_ACCOUNTS.map(({ role, email, name }) => ({ role, email, name })) };
}
