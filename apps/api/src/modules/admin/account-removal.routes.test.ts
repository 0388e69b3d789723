import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBookingRow } from '../../../test/booking-rows';
import { createEventRow } from '../../../test/factories';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type TestApp,
  uniquePhone,
} from '../../../test/helper';
import { auditLog, bookings, events, outboxMails, users } from '../../db/schema';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** DELETE /api/users/delete with the account's password (TEST_PASSWORD unless given). */
const deleteOwn = (payload: Record<string, string> = { password: TEST_PASSWORD }) =>
  ({ method: 'DELETE', url: '/api/users/delete', payload }) as const;

describe('DELETE /api/users/delete', () => {
  test('needs the password: missing or wrong is a 400 on password, and nothing is deleted', async () => {
    const session = await createUser(ctx);
    const missing = await injectAs(ctx, session, deleteOwn({}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'password',
      message: 'Please enter your password to delete your account',
    });
    const bare = await injectAs(ctx, session, { method: 'DELETE', url: '/api/users/delete' });
    expect(bare.statusCode).toBe(400);
    const wrong = await injectAs(ctx, session, deleteOwn({ password: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'password',
      message: 'Your password is incorrect',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.deletedAt).toBeNull();
    expect((await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
  });

  test('is written to the audit log, with the person as the actor and no contact details', async () => {
    const session = await createUser(ctx, { name: 'Leaving Soon', email: 'audited-leaver@example.com' });
    expect((await injectAs(ctx, session, deleteOwn())).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, session.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: session.user.id,
      action: 'user.self_delete',
      targetType: 'user',
      before: { name: 'Leaving Soon', role: 'user', isBanned: false },
    });
    expect(JSON.stringify(entries[0])).not.toContain('audited-leaver');
  });

  test('the last admin cannot delete their account; with another admin left, they can', async () => {
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const only = await createUser(ctx, { role: 'admin' });
    const refused = await injectAs(ctx, only, deleteOwn());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'You are the only admin. Another admin must exist before this account can be deleted.',
    });
    const [kept] = await ctx.db.select().from(users).where(eq(users.id, only.user.id));
    expect(kept?.deletedAt).toBeNull();

    await createUser(ctx, { role: 'admin' });
    expect((await injectAs(ctx, only, deleteOwn())).statusCode).toBe(200);
  });

  test('anonymises the account, keeps its bookings, and ends its sessions', async () => {
    const session = await createUser(ctx, { email: 'leaving@example.com' });
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: new Date(Date.now() + 5 * DAY),
    });
    const booking = await createBookingRow(ctx, session.user.id, event.id);

    const response = await injectAs(ctx, session, deleteOwn());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account deleted successfully' });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ name: 'Deleted user', phone: null, passwordHash: null });
    expect(row?.email).not.toContain('leaving');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [kept] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.userId).toBe(session.user.id);

    expect((await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'leaving@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Back Again',
        email: 'leaving@example.com',
        phone: uniquePhone(),
        password: 'secret12',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  test("an organizer's upcoming events are cancelled; past events stay as they were", async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const upcoming = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: new Date(Date.now() + 5 * DAY),
    });
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: new Date(Date.now() - 5 * DAY),
    });
    await injectAs(ctx, organizer, deleteOwn());
    const [cancelled] = await ctx.db.select().from(events).where(eq(events.id, upcoming.id));
    const [untouched] = await ctx.db.select().from(events).where(eq(events.id, past.id));
    expect(cancelled).toMatchObject({
      cancelled: true,
      cancelledReason: 'The organizer closed their account',
    });
    expect(untouched?.cancelled).toBe(false);
  });

  test('forgets the mails to its address, sent or waiting; mails to others stay', async () => {
    const session = await createUser(ctx, { email: 'mailed-then-gone@example.com' });
    const mail = (recipient: string, status: string) => ({
      kind: 'contact_received',
      causeId: crypto.randomUUID(),
      recipient,
      subject: 'We received your message',
      payload: { name: 'Someone' },
      status,
    });
    await ctx.db
      .insert(outboxMails)
      .values([
        mail('mailed-then-gone@example.com', 'sent'),
        mail('Mailed-Then-Gone@example.com', 'pending'),
        mail('someone-else@example.com', 'pending'),
      ]);

    expect((await injectAs(ctx, session, deleteOwn())).statusCode).toBe(200);

    const left = await ctx.db.select({ recipient: outboxMails.recipient }).from(outboxMails);
    expect(left.filter((row) => row.recipient.toLowerCase().startsWith('mailed-then-gone'))).toEqual([]);
    expect(left.map((row) => row.recipient)).toContain('someone-else@example.com');
  });

  test('anonymous is 401', async () => {
    expect((await injectAs(ctx, null, deleteOwn())).statusCode).toBe(401);
  });
});
