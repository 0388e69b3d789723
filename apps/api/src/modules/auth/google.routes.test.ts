import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';

type CryptoKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let ctx: TestApp;
let jwksServer: Server;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  ctx = await buildTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});

afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  /** When Google issued it (seconds since the epoch); now by default. */
  issuedAt?: number;
  sub?: string;
  email?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string;
  key?: CryptoKey;
  emailVerified?: boolean;
}

function googleToken(options: TokenOptions = {}) {
  return new SignJWT({
    email: options.email ?? 'kiran@gmail.com',
    email_verified: options.emailVerified ?? true,
    name: 'Kiran Rao',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(options.sub ?? 'google-sub-1')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? privateKey);
}

const signIn = (credential: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('POST /api/auth/google', () => {
  test('the first sign-in creates a verified account without a password; the next signs into it', async () => {
    const first = await signIn(await googleToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'kiran@gmail.com',
      name: 'Kiran Rao',
      googleId: 'google-sub-1',
      isVerified: true,
      role: 'user',
    });
    expect(first.json().token).toEqual(expect.any(String));
    const again = await signIn(await googleToken());
    expect(again.json().user._id).toBe(first.json().user._id);
    const rows = await ctx.db.select().from(users).where(eq(users.googleId, 'google-sub-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwordHash).toBeNull();
  });

  test.each([
    ['a token signed by another key', { key: 'other' }],
    ['a token for another client id', { audience: 'someone-else' }],
    ['a token from another issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresIn: '-1m' }],
  ])('%s is refused with 401', async (_label, options) => {
    const token = await googleToken({
      sub: 'google-sub-x',
      email: 'x@gmail.com',
      ...(options as TokenOptions),
      key: (options as { key?: string }).key === 'other' ? otherKey : privateKey,
    });
    const response = await signIn(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google login failed');
  });

  test('garbage and a missing credential are refused without a 500', async () => {
    expect((await signIn('not-a-jwt')).statusCode).toBe(401);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/google', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No credential returned from Google');
  });

  test('a verified Google e-mail links to the existing account with that e-mail', async () => {
    const { user } = await createUser(ctx, { email: 'linked@gmail.com' });
    const response = await signIn(await googleToken({ sub: 'google-sub-linked', email: 'linked@gmail.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(user.id);
  });

  test('an unverified Google e-mail does not take over an existing account', async () => {
    await createUser(ctx, { email: 'victim@gmail.com' });
    const response = await signIn(
      await googleToken({ sub: 'google-sub-attacker', email: 'victim@gmail.com', emailVerified: false }),
    );
    expect(response.statusCode).toBe(409);
  });

  test('a banned Google user gets 403 banned', async () => {
    await createUser(ctx, {
      email: 'banned@gmail.com',
      googleId: 'google-sub-banned',
      isBanned: true,
      banReason: 'Spam',
      bannedAt: new Date(),
    });
    const response = await signIn(await googleToken({ sub: 'google-sub-banned', email: 'banned@gmail.com' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'BANNED', banReason: 'Spam' });
  });
});

test('without a configured client id Google sign-in is a disabled feature: 404 FEATURE_DISABLED, not a server fault', async () => {
  const unconfigured = await buildTestApp();
  try {
    const response = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
  } finally {
    await unconfigured.close();
  }
});

describe('deleting a Google account that has no password (DELETE /api/users/delete)', () => {
  const deleteWith = (session: { token: string }, payload: Record<string, string>) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/delete',
      headers: { authorization: `Bearer ${session.token}` },
      payload,
    });

  test('is confirmed by a fresh Google sign-in of the same Google account, and nothing else', async () => {
    const session = await createUser(ctx, { googleId: 'google-leaver', passwordHash: null });

    const missing = await deleteWith(session, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'googleCredential',
      message: 'Please confirm with Google to delete your account',
    });
    const otherAccount = await deleteWith(session, {
      googleCredential: await googleToken({ sub: 'someone-else' }),
    });
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'googleCredential' });
    const twentyMinutesAgo = Math.floor(Date.now() / 1000) - 20 * 60;
    const stale = await deleteWith(session, {
      googleCredential: await googleToken({ sub: 'google-leaver', issuedAt: twentyMinutesAgo }),
    });
    expect(stale.statusCode).toBe(400);
    const guessedPassword = await deleteWith(session, { password: 'anything-at-all' });
    expect(guessedPassword.statusCode).toBe(400);
    const [kept] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(kept?.deletedAt).toBeNull();

    const fresh = await deleteWith(session, {
      googleCredential: await googleToken({ sub: 'google-leaver' }),
    });
    expect(fresh.statusCode).toBe(200);
    const [gone] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(gone?.deletedAt).toBeInstanceOf(Date);
  });
});
