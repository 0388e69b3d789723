import type { Locale, RegisterBody } from '@ticketmela/domain';
import { normalizeRole } from '@ticketmela/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { queueRegistrationAttemptMail } from '../mail/account-mails.service';

const DUPLICATE_MESSAGES = {
  email: msg('An account with this email already exists'),
  phone: msg('An account with this phone number already exists'),
} as const;

/** The 409 for an e-mail or phone another account has (registration, Google sign-up, profile update). */
export function duplicate(field: keyof typeof DUPLICATE_MESSAGES) {
  return new AppError('DUPLICATE', DUPLICATE_MESSAGES[field], field);
}

/** Maps a unique-constraint race (two sign-ups at once) to the same 409 the pre-check gives. */
export function rethrowDuplicate(error: unknown): never {
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

/**
 * Registration tells no one whether an e-mail or phone already has an account (decision 0028): the password is
 * hashed first either way, then one insert that does nothing on a taken e-mail or phone. Nothing is created then;
 * the owner of each account it collided with is told by e-mail (at most hourly), and the caller answers exactly as
 * for a new account. Returns the new row, or null when nothing was created.
 */
export async function registerUser(db: Database, body: RegisterBody, now: Date): Promise<UserRow | null> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: body.name, email: body.email, phone: body.phone, passwordHash, role: 'user' })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const owners = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(and(or(eq(users.email, body.email), eq(users.phone, body.phone)), isNull(users.deletedAt)));
    for (const owner of owners) {
      await queueRegistrationAttemptMail(tx, owner, owner.email === body.email ? 'email' : 'phone', now);
    }
    return null;
  });
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
  if (!target || target.deletedAt) throw notFound(msg('User not found'));
  if (ban && normalizeRole(target.role) === 'admin') {
    throw new AppError('ADMIN_PROTECTED', msg('Cannot ban an admin user'));
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

/** Keeps the language the user chose (decision 0044); the updated row, or null for an account since removed. */
export async function saveUserLocale(db: DbOrTx, userId: string, locale: Locale): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return user ?? null;
}

/**
 * True when `password` is the account's password (always the full argon2 work, so it answers no faster for an
 * account without one). A 400, never a 401, is what callers answer for a wrong one: the web treats a 401 as the
 * end of the session.
 */
export async function isAccountPassword(db: DbOrTx, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return verifyPassword(row?.passwordHash ?? null, password);
}

/** Whether the account has a password at all (a Google sign-up has none). */
export async function accountHasPassword(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ has: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.has ?? false;
}

/**
 * The live admins, locked until the caller's transaction ends (in id order): two admins closing their accounts at
 * once then go one after the other, and the second sees the first gone.
 */
export async function lockLiveAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`))
    .orderBy(users.id)
    .for('no key update');
  return rows.map((row) => row.id);
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
