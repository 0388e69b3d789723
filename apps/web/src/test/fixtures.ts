import type { StoredUser, User } from '@ticketmela/domain';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0b8e2c3a-1d2f-4e5a-9b6c-7d8e9f0a1b2c',
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '9876543210',
    role: 'user',
    googleId: null,
    isVerified: true,
    isBanned: false,
    banReason: null,
    bannedAt: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

export function makeStoredUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return { ...makeUser(overrides), token: overrides.token ?? 'test-token' };
}

export function storeUser(user: StoredUser): void {
  window.localStorage.setItem('user', JSON.stringify(user));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
