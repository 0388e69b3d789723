import type { Role } from '@ticketmela/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../test/helper';

// requireRole is the one mechanism every organizer and admin endpoint uses; these routes exercise it.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, async (app) => {
    const guarded = (roles: Role[]) => ({ preHandler: app.requireRole(...roles) });
    app.get('/test/admin-only', guarded(['admin']), async () => ({ ok: true }));
    app.get('/test/organizers', guarded(['organizer', 'admin']), async () => ({ ok: true }));
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, as: Awaited<ReturnType<typeof createUser>> | null) =>
  injectAs(ctx, as, { method: 'GET', url });

describe('requireRole', () => {
  test('anonymous callers are 401', async () => {
    expect((await get('/test/admin-only', null)).statusCode).toBe(401);
    expect((await get('/test/organizers', null)).statusCode).toBe(401);
  });

  test('an ordinary user is 403 on admin and organizer routes', async () => {
    const user = await createUser(ctx);
    expect((await get('/test/admin-only', user)).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await get('/test/organizers', user)).statusCode).toBe(403);
  });

  test('an organizer is 403 on admin routes but allowed on organizer routes', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    expect((await get('/test/admin-only', organizer)).statusCode).toBe(403);
    expect((await get('/test/organizers', organizer)).statusCode).toBe(200);
  });

  test('an admin passes both', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    expect((await get('/test/admin-only', admin)).statusCode).toBe(200);
    expect((await get('/test/organizers', admin)).statusCode).toBe(200);
  });

  test('a banned admin is 403 banned, not let through', async () => {
    const admin = await createUser(ctx, {
      role: 'admin',
      isBanned: true,
      banReason: 'Compromised',
      bannedAt: new Date(),
    });
    const response = await get('/test/admin-only', admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('BANNED');
  });

  test('the role is read from the database, not trusted from the token', async () => {
    const user = await createUser(ctx);
    const { signSessionToken } = await import('../lib/tokens');
    const forgedRole = await signSessionToken(
      { sub: user.user.id, role: 'admin' },
      ctx.config.jwtSecret,
      '1h',
    );
    expect((await get('/test/admin-only', { ...user, token: forgedRole })).statusCode).toBe(403);
  });
});
