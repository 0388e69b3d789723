import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBookingRow } from '../../../test/booking-rows';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type TestApp,
  uniquePhone,
} from '../../../test/helper';
import { events, outboxMails, users } from '../../db/schema';
import { signSessionToken } from '../../lib/tokens';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function insertEvent(
  organizerId: string,
  date: Date,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const [event] = await ctx.db
    .insert(events)
    .values({
      title: 'Sunburn Arena',
      description: 'A night of music',
      date,
      city: 'Mumbai',
      venueName: 'NSCI Dome',
      pricePaise: 150_000,
      totalSeats: 100,
      availableSeats: 100,
      organizerId,
      ...overrides,
    })
    .returning();
  return event!;
}

describe('GET /api/users/profile', () => {
  test('answers the signed-in user without the password hash', async () => {
    const session = await createUser(ctx, { name: 'Lakshmi Rao' });
    const response = await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: session.user.id, name: 'Lakshmi Rao', role: 'user' });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });

  test('anonymous is 401', async () => {
    const response = await injectAs(ctx, null, { method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/users/profile/stats', () => {
  test('a new account has zeros', async () => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile/stats' });
    expect(response.json()).toEqual({
      totalBookings: 0,
      upcomingEvents: 0,
      completedEvents: 0,
      totalSpent: 0,
    });
  });

  test("counts only the user's own active bookings; spent is paid less refunded", async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const attendee = await createUser(ctx);
    const other = await createUser(ctx);
    const now = Date.now();
    const upcoming = await insertEvent(organizer.user.id, new Date(now + 10 * DAY));
    const past = await insertEvent(organizer.user.id, new Date(now - 10 * DAY));
    await createBookingRow(ctx, attendee.user.id, upcoming.id);
    await createBookingRow(ctx, attendee.user.id, past.id, { totalAmountPaise: 100_050, totalQuantity: 1 });
    await createBookingRow(ctx, attendee.user.id, upcoming.id, {
      cancelled: true,
      cancelledByUser: true,
      refundStatus: 'processed',
      refundAmountPaise: 150_000,
    });
    await createBookingRow(ctx, other.user.id, upcoming.id);

    const response = await injectAs(ctx, attendee, { method: 'GET', url: '/api/users/profile/stats' });
    expect(response.json()).toEqual({
      totalBookings: 2,
      upcomingEvents: 1,
      completedEvents: 1,
      totalSpent: 3000 + 1000.5 + 1500,
    });
  });
});

describe('PATCH /api/users/update', () => {
  test('updates the fields given and answers the user', async () => {
    const session = await createUser(ctx);
    const phone = uniquePhone();
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: {
        name: 'Renamed Person',
        phone,
        email: 'Renamed@Example.com',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Renamed Person',
      phone,
      email: 'renamed@example.com',
    });
  });

  test('a new password works for the next sign-in and the old one does not', async () => {
    const session = await createUser(ctx);
    await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { password: 'brand-new-pass', currentPassword: TEST_PASSWORD },
    });
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: session.user.email, password },
      });
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
  });

  test.each([
    [{}, 'Nothing to update', undefined],
    [{ email: 'bad' }, 'Please enter a valid email address', 'email'],
    [{ phone: '99' }, 'Please enter a valid 10-digit phone number', 'phone'],
    [{ password: '123' }, 'Password must be at least 6 characters long', 'password'],
    [{ name: '   ' }, 'Name is required', 'name'],
  ])('%o is refused with "%s"', async (payload, message, field) => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, { method: 'PATCH', url: '/api/users/update', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    if (field) expect(response.json().field).toBe(field);
  });

  test("taking another account's e-mail or phone is 409 with the field", async () => {
    const taken = await createUser(ctx);
    const session = await createUser(ctx);
    const email = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { email: taken.user.email, currentPassword: TEST_PASSWORD },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().field).toBe('email');
    const phone = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { phone: taken.user.phone },
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().field).toBe('phone');
  });

  test('keeping your own e-mail is not a duplicate', async () => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { email: session.user.email, name: 'Same Mail' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('a Google account cannot set a password here', async () => {
    const session = await createUser(ctx, { googleId: 'g-123', passwordHash: null });
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { password: 'secret99' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('password');
  });

  test.each([
    ['the password', { password: 'brand-new-pass' }],
    ['the e-mail', { email: 'somewhere-new@example.com' }],
  ])(
    'changing %s needs the current password: missing or wrong is a 400 on currentPassword',
    async (_, change) => {
      const session = await createUser(ctx);
      const update = (payload: Record<string, string>) =>
        injectAs(ctx, session, { method: 'PATCH', url: '/api/users/update', payload });

      const missing = await update(change);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        field: 'currentPassword',
        message: 'Please enter your current password to change your email or password',
      });
      const wrong = await update({ ...change, currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        field: 'currentPassword',
        message: 'Your current password is incorrect',
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
      expect(row).toMatchObject({ email: session.user.email, passwordHash: session.user.passwordHash });

      expect((await update({ ...change, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    },
  );

  test('name and phone alone, or the same e-mail again, need no current password', async () => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'Only A Name', phone: uniquePhone(), email: session.user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
  });

  test('a password change ends every other session and answers a fresh token for this one', async () => {
    const session = await createUser(ctx);
    const otherDevice = {
      ...session,
      token: await signSessionToken({ sub: session.user.id, role: 'user' }, ctx.config.jwtSecret, '2h'),
    };
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { password: 'brand-new-pass', currentPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(typeof token).toBe('string');

    for (const stale of [session, otherDevice]) {
      const refused = await injectAs(ctx, stale, { method: 'GET', url: '/api/users/profile' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Your session has expired. Please sign in again.');
    }
    const fresh = await injectAs(ctx, { ...session, token }, { method: 'GET', url: '/api/users/profile' });
    expect(fresh.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: session.user.email, password: 'brand-new-pass' },
    });
    const later = { ...session, token: signedIn.json().token };
    expect((await injectAs(ctx, later, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
  });

  test('other changes keep every session and answer no token', async () => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'New Name', email: 'moved-here@example.com', currentPassword: TEST_PASSWORD },
    });
    expect(response.json().token).toBeUndefined();
    expect((await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' })).statusCode).toBe(200);
  });

  test('an e-mail change is told to the old address, with the new one masked', async () => {
    const session = await createUser(ctx, { name: 'Old Mail', email: 'old-address@example.com' });
    await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { email: 'new-address@example.org', currentPassword: TEST_PASSWORD },
    });
    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.kind, 'email_changed'));
    const mine = mails.filter((mail) => mail.recipient === 'old-address@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({ name: 'Old Mail', newEmailMasked: 'n***@example.org' });
    expect(mails.some((mail) => mail.recipient === 'new-address@example.org')).toBe(false);
  });

  test('a Google account cannot change its e-mail here (it is the address Google vouches for)', async () => {
    const session = await createUser(ctx, { googleId: 'g-email', passwordHash: null });
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { email: 'elsewhere@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'email',
      message: 'Your email address comes from your Google account and cannot be changed here',
    });
    const same = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { email: session.user.email, name: 'Google Person' },
    });
    expect(same.statusCode).toBe(200);
  });

  test('the role cannot be changed through the profile', async () => {
    const session = await createUser(ctx);
    const response = await injectAs(ctx, session, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'Wants Admin', role: 'admin' },
    });
    expect(response.json().user.role).toBe('user');
  });

  test('anonymous is 401', async () => {
    const response = await injectAs(ctx, null, {
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/locale', () => {
  test("saves the signed-in user's language and answers the user with it", async () => {
    const session = await createUser(ctx);
    const profile = await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' });
    // Null until the user chooses
    expect(profile.json().user.locale).toBeNull();

    const response = await injectAs(ctx, session, {
      method: 'PUT',
      url: '/api/users/me/locale',
      payload: { locale: 'hi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: session.user.id, locale: 'hi' });
    const [row] = await ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, session.user.id));
    expect(row!.locale).toBe('hi');

    // Every answer with the session user carries it: the profile and a sign-in
    const after = await injectAs(ctx, session, { method: 'GET', url: '/api/users/profile' });
    expect(after.json().user.locale).toBe('hi');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: session.user.email, password: TEST_PASSWORD },
    });
    expect(signIn.json().user.locale).toBe('hi');

    const back = await injectAs(ctx, session, {
      method: 'PUT',
      url: '/api/users/me/locale',
      payload: { locale: 'en' },
    });
    expect(back.json().user.locale).toBe('en');
  });

  test('a language the product does not speak is a 400 on the field, in the language of the request', async () => {
    const session = await createUser(ctx);
    for (const payload of [{ locale: 'fr' }, { locale: '' }, {}, { locale: 1 }]) {
      const response = await injectAs(ctx, session, { method: 'PUT', url: '/api/users/me/locale', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'locale',
        message: 'Please choose English or Hindi',
      });
    }
    const inHindi = await injectAs(ctx, session, {
      method: 'PUT',
      url: '/api/users/me/locale',
      headers: { cookie: 'lang=hi' },
      payload: { locale: 'fr' },
    });
    expect(inHindi.json().message).toBe('कृपया English या हिन्दी चुनें।');
    const [row] = await ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, session.user.id));
    expect(row!.locale).toBeNull();
  });

  test('anonymous is 401, and a banned account is refused', async () => {
    const anonymous = await injectAs(ctx, null, {
      method: 'PUT',
      url: '/api/users/me/locale',
      payload: { locale: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    const banned = await createUser(ctx, { isBanned: true, banReason: 'Spam' });
    const refused = await injectAs(ctx, banned, {
      method: 'PUT',
      url: '/api/users/me/locale',
      payload: { locale: 'hi' },
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, banned.user.id));
    expect(row!.locale).toBeNull();
  });
});
