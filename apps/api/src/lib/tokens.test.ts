import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, VERIFIED_TOKENS_MAX, verifiedTokenCount, verifySessionToken } from './tokens';

const SECRET = 'test-secret-of-the-token-cache-0123456789';
const claims = { sub: '7f1c0c1e-6d0a-4a57-9d1b-1f0c7c1d2e3f', role: 'user', ver: 3 };

/** WebCrypto's HMAC verifications run meanwhile: 0 when the cache answered. */
function countVerifications() {
  return vi.spyOn(globalThis.crypto.subtle, 'verify');
}

describe('verifySessionToken', () => {
  it('answers the token version it was signed with, and 0 for a token from before versions', async () => {
    expect(await verifySessionToken(await signSessionToken(claims, SECRET, '1h'), SECRET)).toEqual(claims);
    const unversioned = await signSessionToken({ sub: claims.sub, role: 'user' }, SECRET, '2h');
    expect(await verifySessionToken(unversioned, SECRET)).toEqual({ ...claims, ver: 0 });
  });
});

describe('verifySessionToken cache', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('verifies a token once, answers it again from the cache, and still expires it at its exp', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00.000Z') });
    const token = await signSessionToken(claims, SECRET, '30s');
    const verifications = countVerifications();

    expect(await verifySessionToken(token, SECRET)).toEqual(claims);
    expect(verifications).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-03-01T10:00:29.999Z'));
    expect(await verifySessionToken(token, SECRET)).toEqual(claims);
    expect(verifications).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-03-01T10:00:30.000Z'));
    expect(await verifySessionToken(token, SECRET)).toBeNull();
  });

  it('verifies a long-lived token again after the cache bound (60 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T11:00:00.000Z') });
    const token = await signSessionToken(claims, SECRET, '1h');
    const verifications = countVerifications();
    await verifySessionToken(token, SECRET);
    vi.setSystemTime(new Date('2026-03-01T11:01:00.000Z'));

    expect(await verifySessionToken(token, SECRET)).toEqual(claims);
    expect(verifications).toHaveBeenCalledTimes(2);
  });

  it('does not answer a token cached under one secret when asked with another', async () => {
    const token = await signSessionToken(claims, SECRET, '1h');
    expect(await verifySessionToken(token, SECRET)).toEqual(claims);

    expect(await verifySessionToken(token, `${SECRET}-other`)).toBeNull();
    expect(await verifySessionToken(token, SECRET)).toEqual(claims);
  });

  it('keeps no forged token and stays within its bound, dropping the least recently used', async () => {
    const forged = await signSessionToken(claims, 'another-secret-entirely-0123456789', '1h');
    const before = verifiedTokenCount();
    expect(await verifySessionToken(forged, SECRET)).toBeNull();
    expect(verifiedTokenCount()).toBe(before);

    const first = await signSessionToken({ ...claims, role: 'first' }, SECRET, '1h');
    await verifySessionToken(first, SECRET);
    const tokens = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_MAX }, (_, n) =>
        signSessionToken({ ...claims, role: `r${n}` }, SECRET, '1h'),
      ),
    );
    for (const token of tokens) await verifySessionToken(token, SECRET);
    expect(verifiedTokenCount()).toBe(VERIFIED_TOKENS_MAX);

    const verifications = countVerifications();
    await verifySessionToken(tokens.at(-1)!, SECRET);
    expect(verifications).toHaveBeenCalledTimes(0);
    expect(await verifySessionToken(first, SECRET)).toEqual({ ...claims, role: 'first' });
    expect(verifications).toHaveBeenCalledTimes(1);
  });
});
