import { isLocale, normalizeRole, type User } from '@ticketmela/domain';
import type { SessionUser } from '../../db/schema/users';

/** The public shape of a user; the password hash never leaves the server. */
export function toUserDto(row: SessionUser): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: normalizeRole(row.role),
    googleId: row.googleId,
    isVerified: row.isVerified,
    isBanned: row.isBanned,
    banReason: row.banReason,
    bannedAt: row.bannedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}
