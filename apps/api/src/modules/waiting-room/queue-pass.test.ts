import { describe, expect, test } from 'vitest';
import { signSessionToken, verifySessionToken } from '../../lib/tokens';
import { checkQueuePass, signQueuePass } from './queue-pass';

const secret = 'session-secret-for-the-pass-tests-0123456789';
const eventId = '7f0c2a52-1b7a-4c55-9a53-6b3f0d3f9a01';
const userId = '0b8e1f3c-5a9d-4e2b-8c41-2f6a7d9e1c02';
const now = new Date('2026-12-01T10:00:00Z');
const pass = { eventId, userId, number: 42, expiresAt: new Date(now.getTime() + 10 * 60_000) };

describe('the waiting room pass', () => {
  test('admits its number, for its event and account, until it expires', async () => {
    const token = await signQueuePass(pass, secret);
    expect(await checkQueuePass(token, secret, { eventId, userId }, now)).toEqual({
      ok: true,
      number: 42,
      expiresAt: pass.expiresAt,
    });
    const later = new Date(pass.expiresAt.getTime() + 1_000);
    expect(await checkQueuePass(token, secret, { eventId, userId }, later)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('is refused for another event or another account', async () => {
    const token = await signQueuePass(pass, secret);
    const otherId = '11111111-1111-4111-8111-111111111111';
    expect(await checkQueuePass(token, secret, { eventId: otherId, userId }, now)).toEqual({
      ok: false,
      reason: 'other-event',
    });
    expect(await checkQueuePass(token, secret, { eventId, userId: otherId }, now)).toEqual({
      ok: false,
      reason: 'other-account',
    });
  });

  test('a pass altered, signed with another secret, or a session token is not a pass', async () => {
    const token = await signQueuePass(pass, secret);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), num: 1 }),
    ).toString('base64url');
    const invalid = { ok: false, reason: 'invalid' };
    expect(
      await checkQueuePass(`${header}.${raised}.${signature}`, secret, { eventId, userId }, now),
    ).toEqual(invalid);
    expect(
      await checkQueuePass(await signQueuePass(pass, `${secret}-other`), secret, { eventId, userId }, now),
    ).toEqual(invalid);
    const session = await signSessionToken({ sub: userId, role: 'user' }, secret, '1h');
    expect(await checkQueuePass(session, secret, { eventId, userId }, new Date())).toEqual(invalid);
    expect(await checkQueuePass('not a token', secret, { eventId, userId }, now)).toEqual(invalid);
  });

  test('a pass is not a session token either', async () => {
    expect(await verifySessionToken(await signQueuePass(pass, secret), secret)).toBeNull();
  });
});
