import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters (19 MiB, t=2, p=1) and a random salt', async () => {
    const first = await hashPassword('Password@123');
    const second = await hashPassword('Password@123');

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Password@123');
  });

  it('verifies the right password and refuses a wrong one or a missing hash', async () => {
    const stored = await hashPassword('Password@123');

    expect(await verifyPassword(stored, 'Password@123')).toBe(true);
    expect(await verifyPassword(stored, 'password@123')).toBe(false);
    expect(await verifyPassword(null, 'Password@123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Password@123')).toBe(false);
  });
});
