import type { ProfileStats, RegisterBody, UpdateProfileBody } from '@ticketmela/domain';
import { normalizeRole, paiseToRupees } from '@ticketmela/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, events, type NewUserRow, type SessionUser, type UserRow, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';

const DUPLICATE_MESSAGES = {
  email: 'An account with this email already exists',
  phone: 'An account with this phone number already exists',
} as const;

function duplicate(field: keyof typeof DUPLICATE_MESSAGES) {
  return new AppError('DUPLICATE', 409, DUPLICATE_MESSAGES[field], field);
}

/** Maps a unique-constraint race (two sign-ups at once) to the same 409 the pre-check gives. */
function rethrowDuplicate(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_unique') throw duplicate('email');
  if (constraint === 'users_phone_unique') throw duplicate('phone');
  throw error;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The user row, locked until the caller's transaction ends (admin changes to an account go one at a time). */
export async function lockUserById(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  // 'no key update': it does not wait for the key-share locks that booking writes take on their user.
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return user;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export async function findUserByGoogleId(db: DbOrTx, googleId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return user;
}

/** A sign-in identifier is an e-mail address or a 10-digit phone number. */
export async function findUserByIdentifier(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const trimmed = identifier.trim();
  const column = /^\d{10}$/.test(trimmed) ? users.phone : users.email;
  const value = column === users.email ? trimmed.toLowerCase() : trimmed;
  const [user] = await db.select().from(users).where(eq(column, value)).limit(1);
  return user;
}

async function assertUnique(
  db: DbOrTx,
  fields: { email?: string; phone?: string | null },
  exceptId?: string,
) {
  if (fields.email) {
    const existing = await findUserByEmail(db, fields.email);
    if (existing && existing.id !== exceptId) throw duplicate('email');
  }
  if (fields.phone) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, fields.phone))
      .limit(1);
    if (existing && existing.id !== exceptId) throw duplicate('phone');
  }
}

export async function registerUser(db: DbOrTx, body: RegisterBody): Promise<UserRow> {
  await assertUnique(db, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: body.name, email: body.email, phone: body.phone, passwordHash, role: 'user' })
      .returning();
    return user!;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export async function createGoogleUser(
  db: DbOrTx,
  identity: { googleId: string; email: string; name: string },
): Promise<UserRow> {
  const values: NewUserRow = {
    name: identity.name,
    email: identity.email,
    googleId: identity.googleId,
    isVerified: true,
    role: 'user',
    lastLogin: new Date(),
  };
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user!;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export async function linkGoogleAccount(db: DbOrTx, userId: string, googleId: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ googleId, isVerified: true })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/**
 * Creating a first event makes an ordinary user an organizer (docs/decisions/0007); organizers and
 * admins keep their role. Runs inside the caller's transaction, so the promotion and the event commit
 * together.
 */
export async function promoteToOrganizer(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ role: 'organizer' })
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
}

/** Admins ban and unban anyone but another admin; a ban takes effect on the user's next request. */
export async function setBan(
  db: DbOrTx,
  userId: string,
  ban: { reason: string; at: Date } | null,
): Promise<UserRow> {
  const target = await findUserById(db, userId);
  if (!target || target.deletedAt) throw notFound('User not found');
  if (ban && normalizeRole(target.role) === 'admin') {
    throw new AppError('ADMIN_PROTECTED', 403, 'Cannot ban an admin user');
  }
  const [updated] = await db
    .update(users)
    .set(
      ban
        ? { isBanned: true, banReason: ban.reason, bannedAt: ban.at }
        : { isBanned: false, banReason: null, bannedAt: null },
    )
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

export async function recordLogin(db: DbOrTx, userId: string, at: Date): Promise<UserRow> {
  const [user] = await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId)).returning();
  return user!;
}

export async function updateProfile(
  db: DbOrTx,
  user: SessionUser,
  body: UpdateProfileBody,
): Promise<UserRow> {
  if (body.password !== undefined && user.googleId) {
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'Password changes for Google accounts are managed in your Google account settings',
      'password',
    );
  }
  await assertUnique(db, { email: body.email, phone: body.phone }, user.id);
  const changes: Partial<NewUserRow> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!updated) throw notFound('User not found');
    return updated;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/**
 * Deleting an account keeps the row, anonymised, so every booking, payment and refund keeps its owner
 * (see docs/decisions/0003-account-deletion.md). Only the user row: the whole flow (their upcoming
 * events and bookings cancelled with refunds) is admin/account-removal.service, which calls this in
 * its transaction. Returns false when there is no such live account.
 */
export async function anonymiseAccount(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [deleted] = await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${userId}@deleted.invalid`,
      phone: null,
      googleId: null,
      passwordHash: null,
      deletedAt: now,
    })
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .returning({ id: users.id });
  return Boolean(deleted);
}

/**
 * Profile statistics over the user's bookings. Cancelled bookings count in no total; what was spent is
 * what was paid less what was refunded. An event is upcoming when its date is after now.
 */
export async function profileStats(db: DbOrTx, userId: string, now: Date): Promise<ProfileStats> {
  const [row] = await db
    .select({
      totalBookings: sql<number>`count(*) filter (where not ${bookings.cancelled})`.mapWith(Number),
      upcomingEvents:
        sql<number>`count(*) filter (where not ${bookings.cancelled} and not ${events.cancelled} and ${events.date} > ${now})`.mapWith(
          Number,
        ),
      completedEvents:
        sql<number>`count(*) filter (where not ${bookings.cancelled} and not ${events.cancelled} and ${events.date} <= ${now})`.mapWith(
          Number,
        ),
      spentPaise:
        sql<number>`coalesce(sum(${bookings.totalAmountPaise} - case when ${bookings.refundStatus} = 'processed' then ${bookings.refundAmountPaise} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.userId, userId));
  return {
    totalBookings: row?.totalBookings ?? 0,
    upcomingEvents: row?.upcomingEvents ?? 0,
    completedEvents: row?.completedEvents ?? 0,
    totalSpent: paiseToRupees(row?.spentPaise ?? 0),
  };
}
