import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** 'user' | 'organizer' | 'admin', stored lower-cased. */
    role: text('role').notNull().default('user'),
    googleId: text('google_id'),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    banReason: text('ban_reason'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set when the account was deleted: the row is kept, anonymised, so payments keep their owner. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Carried by every session token (`ver`); a password change moves it on, so every token issued before it is
     * refused (decision 0028).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The language the user chose ('en' | 'hi', decision 0044): their pages and their account's e-mails. Null until
     * they choose (their e-mails are then English, and their first choice in a browser becomes the account's).
     */
    locale: text('locale'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_phone_unique').on(table.phone),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    check('users_role_valid', sql`${table.role} in ('user', 'organizer', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
/** A user as a signed-in request carries it: the row without its password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;
export type NewUserRow = typeof users.$inferInsert;
