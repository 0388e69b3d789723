import { describe, expect, test } from 'vitest';
import { canOrganize, isAdmin, normalizeRole } from './roles';

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
});
