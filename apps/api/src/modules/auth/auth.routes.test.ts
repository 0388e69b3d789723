import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type TestApp,
  uniquePhone,
} from '../../../test/helper';
import { outboxMails, users } from '../../db/schema';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let counter = 0;
function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Meera Nair',
    email: `meera${counter}@example.com`,
    phone: uniquePhone(),
    password: 'secret12',
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (identifier: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('POST /api/auth/register', () => {
  test('creates an ordinary user and never returns the password', async () => {
    const body = registration({ email: 'Mixed.Case@Example.com' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Account created successfully' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'mixed.case@example.com'));
    expect(row).toMatchObject({ name: 'Meera Nair', role: 'user', isBanned: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'abc' }, 'password', 'Password must be at least 6 characters long'],
  ])('%o answers 400 on %s with "%s"', async (overrides, field, message) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message, field });
  });

  test('a taken e-mail (any case) gets the same answer as a new account; nothing is made, the owner is told', async () => {
    const first = registration();
    const created = await register(first);
    const again = await register(
      registration({ email: first.email.toUpperCase(), password: 'another-pass' }),
    );
    expect(again.statusCode).toBe(created.statusCode);
    expect(again.json()).toEqual(created.json());
    expect(created.json()).toEqual({ message: 'Account created successfully' });

    const rows = await ctx.db.select().from(users).where(eq(users.email, first.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: first.email, password: 'another-pass' },
    });
    expect(login.statusCode).toBe(401);
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient, first.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'registration_attempt', payload: { matched: 'email' } });
  });

  test("a taken phone gets the same answer; the phone's owner is told, at most once an hour", async () => {
    const first = registration();
    await register(first);
    for (const attempt of [1, 2]) {
      const response = await register(
        registration({ phone: first.phone, email: `try${attempt}-${first.email}` }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Account created successfully' });
    }
    const rows = await ctx.db.select().from(users).where(eq(users.phone, first.phone));
    expect(rows.map((row) => row.email)).toEqual([first.email.toLowerCase()]);
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient, first.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'registration_attempt', payload: { matched: 'phone' } });
  });

  test('a name with a right-to-left override is refused, never stored', async () => {
    const response = await register(registration({ name: 'Meera \u202Eopaj' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'name',
      message: 'Contains characters that are not allowed',
    });
  });

  test('a role in the body is ignored: nobody registers as admin', async () => {
    const body = registration({ role: 'admin' });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
    expect(row?.role).toBe('user');
  });

  test('malformed JSON and a missing body answer 400, never 500', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  test('signs in by e-mail or by phone and answers { user, token }', async () => {
    const { user } = await createUser(ctx);
    const byEmail = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user._id).toBe(user.id);
    expect(byEmail.json().token).toEqual(expect.any(String));
    expect(byEmail.json().user.lastLogin).not.toBeNull();

    const byPhone = await login(user.phone!, TEST_PASSWORD);
    expect(byPhone.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${byPhone.json().token}` },
    });
    expect(profile.json().user.email).toBe(user.email);
  });

  test('a wrong password and an unknown account give the same message', async () => {
    const { user } = await createUser(ctx);
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.com', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email/phone or password',
    });
  });

  test('both fields are required', async () => {
    expect((await login('', 'x')).statusCode).toBe(400);
    expect((await login('someone@example.com', '')).statusCode).toBe(400);
  });

  test('a NUL or other control character in the identifier is a 400 naming the field, never a 500', async () => {
    for (const identifier of ['a\u0000b@example.com', 'bell\u0007@example.com']) {
      const response = await login(identifier, 'whatever');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'identifier' });
    }
  });

  test('a banned user gets 403 "banned" with the reason and date, even with the right password', async () => {
    const bannedAt = new Date('2026-02-01T10:00:00Z');
    const { user } = await createUser(ctx, { isBanned: true, banReason: 'Selling fake tickets', bannedAt });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/banned/);
    expect(response.json()).toMatchObject({
      code: 'BANNED',
      banReason: 'Selling fake tickets',
      bannedAt: bannedAt.toISOString(),
    });
  });

  test('a banned user with a wrong password learns nothing about the ban', async () => {
    const { user } = await createUser(ctx, { isBanned: true, banReason: 'x', bannedAt: new Date() });
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  test('login is limited per identifier with a clear 429', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'target@example.com', password: 'guess-guess' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  test('registration and login are limited per IP across identifiers', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_POINTS: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.1.2.3',
          payload: { identifier: `someone${i}@example.com`, password: 'guess-guess' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(statuses[6]).toBe(429);
      const fromElsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        payload: { identifier: 'other@example.com', password: 'guess-guess' },
      });
      expect(fromElsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('session tokens', () => {
  test('a forged or expired token is 401 and a missing one is 401', async () => {
    expect((await injectAs(ctx, null, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHORIZED');
  });

  test('a token without an expiry is refused, even signed with the right secret', async () => {
    const session = await createUser(ctx);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const forever = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('ticketmela')
      .setIssuedAt()
      .sign(key);
    const response = await injectAs(
      ctx,
      { ...session, token: forever },
      { method: 'GET', url: '/api/users/profile' },
    );
    expect(response.statusCode).toBe(401);
    const expiring = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('ticketmela')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const accepted = await injectAs(
      ctx,
      { ...session, token: expiring },
      { method: 'GET', url: '/api/users/profile' },
    );
    expect(accepted.statusCode).toBe(200);
  });

  test('a ban takes effect at once on an existing session', async () => {
    const session = await createUser(ctx);
    expect((await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ isBanned: true, banReason: 'Abusive messages', bannedAt: new Date('2026-03-03T00:00:00Z') })
      .where(eq(users.id, session.user.id));
    for (const request of [
      { method: 'GET', url: '/api/users/profile' },
      { method: 'GET', url: '/api/users/profile/stats' },
      { method: 'PATCH', url: '/api/users/update', payload: { name: 'X Y' } },
      { method: 'DELETE', url: '/api/users/delete' },
    ] as const) {
      const response = await injectAs(ctx, session, request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'BANNED',
        banReason: 'Abusive messages',
        bannedAt: '2026-03-03T00:00:00.000Z',
      });
      expect(response.json().message).toMatch(/banned/);
    }
  });
});
