import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { lockSecondsAfter } from '../../plugins/rate-limit';
import { KNOWN_DEVICE_COOKIE } from './known-device';

/** Decision 0030: wrong passwords are counted per account, and a known device is not locked out by others. */

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** Each attempt from its own address unless one is given: an attack spread over many addresses. */
let address = 0;
function signIn(
  app: TestApp,
  identifier: string,
  password: string,
  options: { cookie?: string; ip?: string } = {},
) {
  address += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.ip ?? `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    payload: { identifier, password },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The known-device cookie a successful sign-in set, as a browser would send it back. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0] ?? '';
  expect(pair.startsWith(`${KNOWN_DEVICE_COOKIE}=`)).toBe(true);
  return pair;
}

describe('wrong passwords are counted per account', () => {
  test('e-mail and phone count together: past the allowance even the right password waits, with a 429', async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '4' });
    const { user } = await createUser(ctx);
    expect((await signIn(ctx, user.email, 'wrong-one')).statusCode).toBe(401);
    expect((await signIn(ctx, user.phone!, 'wrong-two')).statusCode).toBe(401);
    expect((await signIn(ctx, user.email.toUpperCase(), 'wrong-three')).statusCode).toBe(401);
    expect((await signIn(ctx, user.phone!, 'wrong-four')).statusCode).toBe(401);

    const closed = await signIn(ctx, user.email, TEST_PASSWORD);
    expect(closed.statusCode).toBe(429);
    expect(closed.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(closed.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  test('a correct password before the allowance is used up forgets the failures', async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '3' });
    const { user } = await createUser(ctx);
    for (let round = 0; round < 3; round += 1) {
      expect((await signIn(ctx, user.email, 'wrong-one')).statusCode).toBe(401);
      expect((await signIn(ctx, user.email, 'wrong-two')).statusCode).toBe(401);
      expect((await signIn(ctx, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  test('the closing grows with every further failure, up to a quarter of an hour', () => {
    const lengths = [9, 10, 11, 12, 13, 20, 60].map((failures) => lockSecondsAfter(failures, 10));
    expect(lengths).toEqual([0, 15, 30, 60, 120, 900, 900]);
  });
});

describe('a known device', () => {
  test('after 12 wrong passwords from many addresses, the right one from a known device still signs in', async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '10' });
    const { user } = await createUser(ctx);
    const first = await signIn(ctx, user.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

    const attack: number[] = [];
    for (let i = 0; i < 12; i += 1) attack.push((await signIn(ctx, user.email, `guess-${i}`)).statusCode);
    expect(attack.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attack.slice(10)).toEqual([429, 429]);

    // Elsewhere the account is closed for now, even to its right password...
    expect((await signIn(ctx, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    // ...but its owner's browser signs in, by e-mail or phone, and stays known.
    const owner = await signIn(ctx, user.phone!, TEST_PASSWORD, { cookie });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(user.email);
    expect(deviceCookieOf(owner)).toBe(cookie);
  });

  test("a known device's own wrong passwords close it too, alone; a forged or another account's cookie is unknown", async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '3' });
    const { user } = await createUser(ctx);
    const other = await createUser(ctx);
    const cookie = deviceCookieOf(await signIn(ctx, user.email, TEST_PASSWORD));
    const otherCookie = deviceCookieOf(await signIn(ctx, other.user.email, TEST_PASSWORD));

    for (let i = 0; i < 3; i += 1)
      expect((await signIn(ctx, user.email, `guess-${i}`, { cookie })).statusCode).toBe(401);
    expect((await signIn(ctx, user.email, TEST_PASSWORD, { cookie })).statusCode).toBe(429);
    // The account itself was not touched: elsewhere its right password works.
    expect((await signIn(ctx, user.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Close the account elsewhere; neither a tampered cookie nor another account's device opens it.
    for (let i = 0; i < 3; i += 1) expect((await signIn(ctx, user.email, `again-${i}`)).statusCode).toBe(401);
    const forged = `${cookie.slice(0, -2)}xx`;
    expect((await signIn(ctx, user.email, TEST_PASSWORD, { cookie: forged })).statusCode).toBe(429);
    expect((await signIn(ctx, user.email, TEST_PASSWORD, { cookie: otherCookie })).statusCode).toBe(429);
  });

  test('the per-address limit still answers 429, known device or not', async () => {
    ctx = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '2' });
    const { user } = await createUser(ctx);
    const cookie = deviceCookieOf(await signIn(ctx, user.email, TEST_PASSWORD, { ip: '10.7.7.7' }));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await signIn(ctx, user.email, TEST_PASSWORD, { cookie, ip: '10.7.7.7' })).statusCode);
    // Three per allowance point from one address: the first sign-in and five more, then 429.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
