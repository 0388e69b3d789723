import type { UpdateProfileBody } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { type SessionUser, type UserRow, users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { queueEmailChangedMail } from '../mail/account-mails.service';
import {
  duplicate,
  findUserByEmail,
  isAccountPassword,
  lockUserById,
  rethrowDuplicate,
} from './users.service';

/** An e-mail or phone the profile takes must be no other account's (409 DUPLICATE on that field). */
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

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = msg(
  'Please enter your current password to change your email or password',
);
export const CURRENT_PASSWORD_WRONG_MESSAGE = msg('Your current password is incorrect');

async function assertCurrentPassword(db: DbOrTx, userId: string, currentPassword: string | undefined) {
  if (currentPassword === undefined) {
    throw new AppError('VALIDATION_ERROR', CURRENT_PASSWORD_REQUIRED_MESSAGE, 'currentPassword');
  }
  if (!(await isAccountPassword(db, userId, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', CURRENT_PASSWORD_WRONG_MESSAGE, 'currentPassword');
  }
}

/**
 * Updates the profile (decision 0028). Changing the e-mail or the password needs the current password; a Google
 * account changes neither here (its e-mail is the address Google vouches for, its password is Google's). A new
 * password moves the token version on, which ends every session signed before it; a new e-mail is told to the old
 * address, queued in the same transaction.
 */
export async function updateProfile(
  db: Database,
  user: SessionUser,
  body: UpdateProfileBody,
  now: Date,
): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const emailChanges = body.email !== undefined && body.email !== user.email;
  const passwordChanges = body.password !== undefined;
  if (passwordChanges && user.googleId) {
    throw new AppError(
      'VALIDATION_ERROR',
      msg('Password changes for Google accounts are managed in your Google account settings'),
      'password',
    );
  }
  if (emailChanges && user.googleId) {
    throw new AppError(
      'VALIDATION_ERROR',
      msg('Your email address comes from your Google account and cannot be changed here'),
      'email',
    );
  }
  if (emailChanges || passwordChanges) await assertCurrentPassword(db, user.id, body.currentPassword);
  await assertUnique(db, { email: emailChanges ? body.email : undefined, phone: body.phone }, user.id);
  const changes: PgUpdateSetSource<typeof users> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (emailChanges) changes.email = body.email;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.password !== undefined) {
    changes.passwordHash = await hashPassword(body.password);
    changes.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  try {
    return await db.transaction(async (tx) => {
      const before = await lockUserById(tx, user.id);
      if (!before || before.deletedAt) throw notFound(msg('User not found'));
      const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
      if (emailChanges && updated!.email !== before.email) {
        await queueEmailChangedMail(
          tx,
          { name: before.name, oldEmail: before.email, newEmail: updated!.email, locale: before.locale },
          now,
        );
      }
      return { user: updated!, passwordChanged: passwordChanges };
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}
