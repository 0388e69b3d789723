import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../test/helper';
import { users } from '../db/schema';
import { currentUser } from './auth';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp({}, async (app) => {
    app.get('/test/session-user', { preValidation: app.authenticate }, async (request) =>
      currentUser(request),
    );
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

test('the signed-in user is read with every column a route uses, never the password hash', async () => {
  const signedIn = await createUser(ctx, { name: 'Asha' });
  const response = await injectAs(ctx, signedIn, { method: 'GET', url: '/test/session-user' });
  expect(response.statusCode).toBe(200);
  const { passwordHash, ...withoutHash } = signedIn.user;
  expect(passwordHash).toBeTruthy();
  expect(response.json()).toEqual(JSON.parse(JSON.stringify(withoutHash)));
});

test('a ban or a deletion takes effect on the very next request (the row is not cached)', async () => {
  const signedIn = await createUser(ctx);
  const first = await injectAs(ctx, signedIn, { method: 'GET', url: '/test/session-user' });
  expect(first.statusCode).toBe(200);
  await ctx.db
    .update(users)
    .set({ isBanned: true, banReason: 'spam', bannedAt: new Date() })
    .where(eq(users.id, signedIn.user.id));
  const banned = await injectAs(ctx, signedIn, { method: 'GET', url: '/test/session-user' });
  expect(banned.statusCode).toBe(403);
  expect(banned.json()).toMatchObject({ code: 'BANNED', banReason: 'spam' });

  const other = await createUser(ctx);
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.user.id));
  expect((await injectAs(ctx, other, { method: 'GET', url: '/test/session-user' })).statusCode).toBe(401);
});
