export const ROLES = ['user', 'organizer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles compare case-insensitively; anything unknown is an ordinary user. */
export function normalizeRole(role: string | null | undefined): Role {
  const lowered = (role ?? '').trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lowered) ? (lowered as Role) : 'user';
}

export function isAdmin(role: string | null | undefined): boolean {
  return normalizeRole(role) === 'admin';
}

/** Organizers and admins see the organizer panel. */
export function canOrganize(role: string | null | undefined): boolean {
  const normalized = normalizeRole(role);
  return normalized === 'organizer' || normalized === 'admin';
}

/**
 * The event's own organizer and admins manage it: edit it and run its door (check-in, the offline list, the
 * scanner). The web uses it to offer only what the server will allow; the server checks it again on every call.
 */
export function canManageEvent(user: { _id: string; role: string }, organizerId: string): boolean {
  return isAdmin(user.role) || user._id === organizerId;
}
