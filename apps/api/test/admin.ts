import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema';
import { createCategoryRow, createEventRow, daysFrom } from './factories';
import { createUser, type TestApp, type TestUser } from './helper';

/** The three kinds of caller an admin route must refuse or serve (anonymous is null). */
export interface AdminCallers {
  attendee: TestUser;
  organizer: TestUser;
  admin: TestUser;
}

export async function createAdminCallers(ctx: TestApp): Promise<AdminCallers> {
  return {
    attendee: await createUser(ctx),
    organizer: await createUser(ctx, { role: 'organizer' }),
    admin: await createUser(ctx, { role: 'admin' }),
  };
}

/** A user without a password (no argon2 work): for objects that are only acted upon. */
export function createTarget(ctx: TestApp, role: 'user' | 'organizer' | 'admin' = 'user') {
  return createUser(ctx, { role, passwordHash: null });
}

let sequence = 0;
/** A category name no other test uses. */
export const uniqueName = (label: string) => {
  sequence += 1;
  return `${label} ${process.pid}-${sequence}`;
};

/** An upcoming event of a fresh organizer, in a fresh category. */
export async function createOrganizerWithEvent(ctx: TestApp, overrides: { daysAhead?: number } = {}) {
  const organizer = await createTarget(ctx, 'organizer');
  const category = await createCategoryRow(ctx, uniqueName('Music'));
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    categoryId: category.id,
    title: uniqueName('Show'),
    pricePaise: 50_000,
    totalSeats: 100,
    date: daysFrom(new Date(), overrides.daysAhead ?? 30),
  });
  return { organizer, category, event };
}

/** The whole event form as JSON (PATCH /api/events/{id} takes the whole form each time). */
export function eventFormJson(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Edited Show',
    description: 'Edited by an admin',
    date: daysFrom(new Date(), 30).toISOString(),
    categoryId,
    city: 'Pune',
    venue: { name: 'Hall', address: 'FC Road, Pune', coordinates: { lat: 18.52, lng: 73.84 }, placeId: null },
    hasTicketCategories: false,
    price: 500,
    totalSeats: 100,
    useDefaultRefundPolicy: true,
    ...overrides,
  };
}

/** Audit entries about one target (optionally one action), oldest first. */
export function auditEntriesFor(ctx: TestApp, targetId: string, action?: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(
      action
        ? and(eq(auditLog.targetId, targetId), eq(auditLog.action, action))
        : eq(auditLog.targetId, targetId),
    )
    .orderBy(auditLog.createdAt);
}

export async function findUserRow(ctx: TestApp, id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}
