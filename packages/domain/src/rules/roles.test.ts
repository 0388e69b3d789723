import { describe, expect, test } from 'vitest';
import { canManageEvent, canOrganize, isAdmin, normalizeRole } from './roles';

describe('roles', () => {
  test('roles compare case-insensitively', () => {
    expect(normalizeRole('ADMIN')).toBe('admin');
    expect(normalizeRole(' Organizer ')).toBe('organizer');
    expect(isAdmin('Admin')).toBe(true);
    expect(canOrganize('ORGANIZER')).toBe(true);
  });

  test('unknown or missing roles are ordinary users', () => {
    expect(normalizeRole('superuser')).toBe('user');
    expect(normalizeRole(undefined)).toBe('user');
    expect(canOrganize('user')).toBe(false);
    expect(isAdmin('organizer')).toBe(false);
  });

  test('an event is managed by its own organizer and by admins, never by another organizer', () => {
    expect(canManageEvent({ _id: 'u1', role: 'organizer' }, 'u1')).toBe(true);
    expect(canManageEvent({ _id: 'u2', role: 'organizer' }, 'u1')).toBe(false);
    expect(canManageEvent({ _id: 'u3', role: 'Admin' }, 'u1')).toBe(true);
    expect(canManageEvent({ _id: 'u4', role: 'user' }, 'u1')).toBe(false);
  });
});
