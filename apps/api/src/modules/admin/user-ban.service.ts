import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { recordAudit } from '../audit/audit.service';
import { lockUserById, setBan } from '../users/users.service';

const banState = (user: UserRow) => ({
  isBanned: user.isBanned,
  banReason: user.banReason,
  bannedAt: user.bannedAt?.toISOString() ?? null,
});

/**
 * PATCH /api/users/{id}/ban: an admin bans anyone but an admin (403 ADMIN_PROTECTED), with a reason.
 * The ban and its audit entry commit together; the user is refused from their next request on.
 * Banning a banned user again replaces the reason (and is audited again).
 */
export async function banUser(
  db: Database,
  adminId: string,
  userId: string,
  reason: string,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await lockUserById(tx, userId);
    const banned = await setBan(tx, userId, { reason, at: now });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      reason,
      before: before ? banState(before) : null,
      after: banState(banned),
    });
    return banned;
  });
}

/** PATCH /api/users/{id}/unban: lifts a ban. Unbanning someone who is not banned changes nothing and logs nothing. */
export async function unbanUser(db: Database, adminId: string, userId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await lockUserById(tx, userId);
    const unbanned = await setBan(tx, userId, null);
    if (before?.isBanned) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'user.unban',
        targetType: 'user',
        targetId: userId,
        before: banState(before),
        after: banState(unbanned),
      });
    }
    return unbanned;
  });
}
