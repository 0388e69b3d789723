import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = {
  // 2 is Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Verified against when there is no stored hash, so a missing account costs as much time as a wrong password.
const UNUSABLE_HASH = hash('no account has this password', ARGON2_OPTIONS);

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password or a missing hash; it always does the full amount of work. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await UNUSABLE_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
