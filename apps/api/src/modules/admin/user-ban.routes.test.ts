import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const ban = (as: Parameters<typeof injectAs>[1], id: string, reason?: string) =>
  injectAs(ctx, as, {
    method: 'PATCH',
    url: `/api/users/${id}/ban`,
    payload: reason === undefined ? {} : { reason },
  });
const unban = (as: Parameters<typeof injectAs>[1], id: string) =>
  injectAs(ctx, as, { method: 'PATCH', url: `/api/users/${id}/unban` });

describe('PATCH /api/users/{id}/ban and /unban', () => {
  test('an admin bans with a reason; the user is refused at once; unban lets them back', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const target = await createUser(ctx);
    const response = await ban(admin, target.user.id, '  Reselling tickets  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User banned successfully',
      user: { isBanned: true, banReason: 'Reselling tickets' },
    });

    const refused = await injectAs(ctx, target, { method: 'GET', url: '/api/users/profile' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BANNED', banReason: 'Reselling tickets' });

    const lifted = await unban(admin, target.user.id);
    expect(lifted.json()).toMatchObject({
      message: 'User unbanned successfully',
      user: { isBanned: false, banReason: null },
    });
    expect((await injectAs(ctx, target, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
  });

  test('a blank reason is refused with the spec message', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const target = await createUser(ctx);
    for (const reason of [undefined, '   ']) {
      const response = await ban(admin, target.user.id, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please provide a reason for banning this user',
        field: 'reason',
      });
    }
  });

  test('an admin cannot be banned', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const otherAdmin = await createUser(ctx, { role: 'admin' });
    const response = await ban(admin, otherAdmin.user.id, 'no');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cannot ban an admin user');
  });

  test('anonymous is 401; a user and an organizer are 403', async () => {
    const target = await createUser(ctx);
    expect((await ban(null, target.user.id, 'x')).statusCode).toBe(401);
    expect((await ban(await createUser(ctx), target.user.id, 'x')).statusCode).toBe(403);
    expect((await ban(await createUser(ctx, { role: 'organizer' }), target.user.id, 'x')).statusCode).toBe(
      403,
    );
    expect((await unban(await createUser(ctx, { role: 'organizer' }), target.user.id)).statusCode).toBe(403);
  });

  test('a malformed id is 400 and an unknown id is 404', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const malformed = await ban(admin, 'not-a-uuid', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_ERROR');
    const unknown = await ban(admin, '00000000-0000-4000-8000-000000000000', 'x');
    expect(unknown.statusCode).toBe(404);
  });
});
