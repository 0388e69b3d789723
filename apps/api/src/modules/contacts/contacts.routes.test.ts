import { CONTACT_PAGE_SIZE } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { auditLog, contactMessages } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let attendee: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', email: `organizer-${process.pid}@hidden.example` });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  attendee = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rahul Mehta',
  email: 'rahul@example.com',
  phone: '9876543210',
  subject: 'Parking Information',
  message: 'Is there parking near the venue?',
  ...overrides,
});
const general = (overrides: Record<string, unknown> = {}) => ({
  ...inquiry(),
  subject: 'Refund Request',
  message: 'My refund has not arrived.',
  ...overrides,
});

function ask(eventId: string, payload: Record<string, unknown>, as: TestUser | null = null) {
  return injectAs(ctx, as, { method: 'POST', url: `/api/contacts/event/${eventId}`, payload });
}
function contactUs(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/contacts/general', payload });
}
function inbox(as: TestUser | null, query = '') {
  return injectAs(ctx, as, { method: 'GET', url: `/api/contacts/organizer${query}` });
}
function setStatus(as: TestUser | null, id: string, payload: Record<string, unknown>) {
  return injectAs(ctx, as, { method: 'PATCH', url: `/api/contacts/${id}/status`, payload });
}

async function storedFor(eventId: string) {
  return ctx.db.select().from(contactMessages).where(eq(contactMessages.eventId, eventId));
}

describe('POST /api/contacts/event/:id', () => {
  test('a visitor asks the organizer a question: answered with success, stored for the organizer', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const response = await ask(event.id, inquiry({ name: '  Rahul Mehta ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Message sent to the organizer successfully!',
    });
    expect(response.body).not.toContain(organizer.user.email);
    const [stored] = await storedFor(event.id);
    expect(stored).toMatchObject({
      name: 'Rahul Mehta',
      email: 'rahul@example.com',
      phone: '9876543210',
      subject: 'Parking Information',
      status: 'pending',
    });
  });

  test('a signed-in attendee may ask too; the phone is optional (blank or missing)', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    expect((await ask(event.id, inquiry({ phone: '' }), attendee)).statusCode).toBe(201);
    const { phone: _phone, ...withoutPhone } = inquiry();
    expect((await ask(event.id, withoutPhone)).statusCode).toBe(201);
    const stored = await storedFor(event.id);
    expect(stored.map((row) => row.phone)).toEqual([null, null]);
  });

  test('text is stored exactly as typed, markup included, and answered back as plain text', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b> & more';
    expect((await ask(event.id, inquiry({ message: markup }))).statusCode).toBe(201);
    const listed = (await inbox(organizer, '?limit=100')).json().contacts;
    expect(listed.find((contact: { message: string }) => contact.message === markup)).toBeDefined();
  });

  test('the honeypot: a filled `website` is answered like any message but nothing is stored', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const response = await ask(event.id, inquiry({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Message sent to the organizer successfully!',
    });
    expect(await storedFor(event.id)).toHaveLength(0);
    expect((await ask(event.id, inquiry({ website: '' }))).statusCode).toBe(201);
    expect(await storedFor(event.id)).toHaveLength(1);
  });

  test('an unknown event is 404; past and cancelled events take no inquiries (409)', async () => {
    expect((await ask(crypto.randomUUID(), inquiry())).statusCode).toBe(404);
    expect((await ask('nope', inquiry())).json()).toMatchObject({ statusCode: 400, field: 'id' });
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), -1),
    });
    expect((await ask(past.id, inquiry())).json()).toMatchObject({ statusCode: 409, code: 'EVENT_PAST' });
    const cancelled = await createEventRow(ctx, { organizerId: organizer.user.id, cancelled: true });
    expect((await ask(cancelled.id, inquiry())).json()).toMatchObject({
      statusCode: 409,
      code: 'EVENT_CANCELLED',
    });
  });

  test.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'e'.repeat(250)}@x.in` }, 'email', 'Please enter a valid email address'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ phone: '98765-43210' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ subject: '' }, 'subject', 'Please select a subject'],
    [{ subject: 'Refund Request' }, 'subject', 'Please select a subject'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('an inquiry with %j is refused with 400 on %s: %s', async (overrides, field, message) => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const response = await ask(event.id, inquiry(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    expect(await storedFor(event.id)).toHaveLength(0);
  });

  test('every event inquiry subject of the spec is accepted; 5000 characters of message are accepted', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    for (const subject of [
      'Event Details Inquiry',
      'Accessibility Requirements',
      'Group Booking',
      'Venue Information',
      'Parking Information',
      'Special Requirements',
      'Media/Press Inquiry',
      'Sponsorship Opportunity',
      'Other',
    ]) {
      expect((await ask(event.id, inquiry({ subject }))).statusCode, subject).toBe(201);
    }
    expect((await ask(event.id, inquiry({ message: 'm'.repeat(5000) }))).statusCode).toBe(201);
  });
});

describe('POST /api/contacts/general', () => {
  test('anyone sends the platform a message; it is stored without an event', async () => {
    const response = await contactUs(general({ message: 'General question 1' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: "Message sent successfully! We'll get back to you soon.",
    });
    const [stored] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'General question 1'));
    expect(stored).toMatchObject({ eventId: null, subject: 'Refund Request', status: 'pending' });
  });

  test('the general subjects only; the same field rules as inquiries; honeypot not stored', async () => {
    for (const subject of [
      'Booking Issue',
      'Payment Problem',
      'Event Inquiry',
      'Technical Support',
      'Refund Request',
      'Account Issue',
      'Feature Request',
      'Other',
    ]) {
      expect((await contactUs(general({ subject }))).statusCode, subject).toBe(201);
    }
    expect((await contactUs(general({ subject: 'Parking Information' }))).json()).toMatchObject({
      statusCode: 400,
      field: 'subject',
      message: 'Please select a subject',
    });
    expect((await contactUs(general({ email: 'x@' }))).json()).toMatchObject({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect((await contactUs({})).json()).toMatchObject({
      statusCode: 400,
      field: 'name',
      message: 'Name is required',
    });
    const trap = await contactUs(general({ message: 'Honeypot general', website: 'x' }));
    expect(trap.statusCode).toBe(201);
    const stored = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Honeypot general'));
    expect(stored).toHaveLength(0);
  });
});

describe('GET /api/contacts/organizer', () => {
  test("an organizer sees only inquiries about their own events, with the event's title and date", async () => {
    const mine = await createEventRow(ctx, { organizerId: otherOrganizer.user.id, title: 'Other Org Gala' });
    await ask(mine.id, inquiry({ message: 'For the other organizer' }));
    const solo = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, { organizerId: solo.user.id, title: 'Solo Show' });
    await ask(event.id, inquiry({ message: 'For solo' }));
    await contactUs(general({ message: 'General, for admins' }));

    const response = await inbox(solo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contacts: [
        {
          _id: expect.any(String),
          name: 'Rahul Mehta',
          email: 'rahul@example.com',
          phone: '9876543210',
          subject: 'Parking Information',
          message: 'For solo',
          status: 'pending',
          adminNotes: null,
          contactMethod: null,
          eventId: { _id: event.id, title: 'Solo Show', date: event.date.toISOString() },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      pagination: { current: 1, pages: 1, total: 1 },
      statusCounts: { pending: 1, 'in-progress': 0, resolved: 0, closed: 0 },
    });
  });

  test('an admin sees every event inquiry but no general message', async () => {
    const event = await createEventRow(ctx, { organizerId: otherOrganizer.user.id });
    await ask(event.id, inquiry({ message: 'Admin can see this' }));
    const all = (await inbox(admin, '?limit=100')).json();
    const messages = all.contacts.map((contact: { message: string }) => contact.message);
    expect(messages).toContain('Admin can see this');
    expect(messages).toContain('For solo');
    expect(all.contacts.every((contact: { eventId: unknown }) => contact.eventId !== null)).toBe(true);
  });

  test('20 a page by default, newest first; pages and total; a later page; the status filter', async () => {
    const busy = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, { organizerId: busy.user.id });
    const base = Date.now() - 60 * 60 * 1000;
    await ctx.db.insert(contactMessages).values(
      Array.from({ length: 25 }, (_, index) => ({
        eventId: event.id,
        name: `Asker ${index}`,
        email: `asker${index}@example.com`,
        subject: 'Other',
        message: `Question ${index}`,
        status: index % 5 === 0 ? 'resolved' : 'pending',
        createdAt: new Date(base + index * 1000),
      })),
    );

    const first = (await inbox(busy)).json();
    expect(first.contacts).toHaveLength(CONTACT_PAGE_SIZE);
    expect(first.pagination).toEqual({ current: 1, pages: 2, total: 25 });
    expect(first.statusCounts).toEqual({ pending: 20, 'in-progress': 0, resolved: 5, closed: 0 });
    expect(first.contacts[0].message).toBe('Question 24');
    const second = (await inbox(busy, '?page=2&limit=20')).json();
    expect(second.contacts.map((contact: { message: string }) => contact.message)).toEqual([
      'Question 4',
      'Question 3',
      'Question 2',
      'Question 1',
      'Question 0',
    ]);
    expect(second.pagination).toEqual({ current: 2, pages: 2, total: 25 });

    const resolved = (await inbox(busy, '?status=resolved')).json();
    expect(resolved.pagination).toEqual({ current: 1, pages: 1, total: 5 });
    // The summary counts the whole inbox, whichever page and filter is on screen.
    expect(resolved.statusCounts).toEqual(first.statusCounts);
    expect((await inbox(busy, '?page=2&limit=20')).json().statusCounts).toEqual(first.statusCounts);
    expect(resolved.contacts.every((contact: { status: string }) => contact.status === 'resolved')).toBe(
      true,
    );
    expect((await inbox(busy, '?status=')).json().pagination.total).toBe(25);
    expect((await inbox(busy, '?status=closed')).json()).toEqual({
      contacts: [],
      pagination: { current: 1, pages: 1, total: 0 },
      statusCounts: first.statusCounts,
    });
  });

  test.each([
    ['?status=open', 'status', 'Please choose a valid contact status'],
    ['?page=0', 'page', 'page must be 1 or more'],
    ['?page=abc', 'page', 'page must be a number'],
    ['?limit=101', 'limit', 'limit must be at most 100'],
  ])('a bad query %s is refused with 400 on %s', async (query, field, message) => {
    const response = await inbox(organizer, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  test('visitors get 401 and attendees 403', async () => {
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await inbox(attendee)).statusCode).toBe(403);
  });
});

describe('GET /api/contacts/general (admin)', () => {
  test('admins page through general messages only, with the status filter', async () => {
    await contactUs(general({ message: 'Only general here' }));
    const response = await injectAs(ctx, admin, { method: 'GET', url: '/api/contacts/general?limit=100' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.contacts.length).toBeGreaterThan(0);
    expect(body.contacts.every((contact: { eventId: unknown }) => contact.eventId === null)).toBe(true);
    expect(body.contacts.map((contact: { message: string }) => contact.message)).toContain(
      'Only general here',
    );
    expect(body.pagination.total).toBe(body.contacts.length);
    const closed = await injectAs(ctx, admin, { method: 'GET', url: '/api/contacts/general?status=closed' });
    expect(closed.json().contacts.every((contact: { status: string }) => contact.status === 'closed')).toBe(
      true,
    );
  });

  test('visitors get 401, attendees and organizers 403', async () => {
    for (const [as, status] of [
      [null, 401],
      [attendee, 403],
      [organizer, 403],
    ] as const) {
      const response = await injectAs(ctx, as, { method: 'GET', url: '/api/contacts/general' });
      expect(response.statusCode).toBe(status);
    }
  });
});

describe('PATCH /api/contacts/:id/status', () => {
  async function inquiryFor(owner: TestUser, message: string) {
    const event = await createEventRow(ctx, { organizerId: owner.user.id, title: `Event of ${message}` });
    await ask(event.id, inquiry({ message }));
    const [row] = await storedFor(event.id);
    return row!;
  }

  test("the event's organizer sets status and notes; omitted fields stay; no audit entry for organizers", async () => {
    const row = await inquiryFor(organizer, 'Organizer updates this');
    const response = await setStatus(organizer, row.id, { status: 'in-progress', adminNotes: 'Called back' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: row.id,
      status: 'in-progress',
      adminNotes: 'Called back',
      contactMethod: null,
      eventId: { title: 'Event of Organizer updates this' },
    });
    const next = await setStatus(organizer, row.id, { status: 'resolved', contactMethod: 'phone' });
    expect(next.json()).toMatchObject({
      status: 'resolved',
      adminNotes: 'Called back',
      contactMethod: 'phone',
    });
    const cleared = await setStatus(organizer, row.id, {
      status: 'closed',
      adminNotes: '',
      contactMethod: '',
    });
    expect(cleared.json()).toMatchObject({ status: 'closed', adminNotes: null, contactMethod: null });
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audited).toHaveLength(0);
  });

  test("an organizer can neither see nor change another organizer's inquiry (404), nor a general message", async () => {
    const theirs = await inquiryFor(otherOrganizer, 'Not yours');
    const listed = (await inbox(organizer, '?limit=100')).json().contacts;
    expect(listed.some((contact: { _id: string }) => contact._id === theirs.id)).toBe(false);
    const response = await setStatus(organizer, theirs.id, { status: 'closed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');

    await contactUs(general({ message: 'General, not for organizers' }));
    const [generalRow] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'General, not for organizers'));
    expect((await setStatus(organizer, generalRow!.id, { status: 'closed' })).statusCode).toBe(404);

    const [after] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, theirs.id));
    expect(after?.status).toBe('pending');
  });

  test('visitors get 401 and attendees 403; an unknown id is 404; bad bodies are 400', async () => {
    const row = await inquiryFor(organizer, 'Protected');
    expect((await setStatus(null, row.id, { status: 'closed' })).statusCode).toBe(401);
    expect((await setStatus(attendee, row.id, { status: 'closed' })).statusCode).toBe(403);
    expect((await setStatus(organizer, crypto.randomUUID(), { status: 'closed' })).statusCode).toBe(404);
    expect((await setStatus(organizer, row.id, { status: 'done' })).json()).toMatchObject({
      statusCode: 400,
      field: 'status',
      message: 'Please choose a valid contact status',
    });
    expect(
      (await setStatus(organizer, row.id, { status: 'closed', contactMethod: 'fax' })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'contactMethod',
      message: 'Please choose a valid contact method',
    });
    expect(
      (await setStatus(organizer, row.id, { status: 'closed', adminNotes: 'n'.repeat(2001) })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'adminNotes',
      message: 'Notes must be at most 2000 characters',
    });
  });

  test("an admin changes any message, general ones too, and each change is audited as 'contact.status'", async () => {
    const row = await inquiryFor(otherOrganizer, 'Admin changes this');
    const response = await setStatus(admin, row.id, {
      status: 'resolved',
      adminNotes: 'Handled by support',
      contactMethod: 'both',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'resolved', contactMethod: 'both' });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.status'), eq(auditLog.targetId, row.id)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'contact',
      before: { status: 'pending', adminNotes: null, contactMethod: null },
      after: { status: 'resolved', adminNotes: 'Handled by support', contactMethod: 'both' },
    });

    await contactUs(general({ message: 'Admin closes general' }));
    const [generalRow] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Admin closes general'));
    const closed = await setStatus(admin, generalRow!.id, { status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', eventId: null });
  });
});

describe('rate limit of the anonymous forms', () => {
  test('past the per-IP allowance both forms answer 429 RATE_LIMITED; another IP still gets through', async () => {
    const limited = await buildTestApp({
      CONTACT_RATE_LIMIT_POINTS: '3',
      CONTACT_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
    try {
      const owner = await createUser(limited, { role: 'organizer' });
      const event = await createEventRow(limited, { organizerId: owner.user.id });
      const send = (url: string, payload: Record<string, unknown>, ip = '203.0.113.7') =>
        limited.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

      expect((await send(`/api/contacts/event/${event.id}`, inquiry())).statusCode).toBe(201);
      expect((await send('/api/contacts/general', general())).statusCode).toBe(201);
      // An invalid attempt counts too: bots do not get free tries.
      expect((await send('/api/contacts/general', {})).statusCode).toBe(400);
      const refused = await send(`/api/contacts/event/${event.id}`, inquiry());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/Please try again in \d+ minutes\./);
      expect((await send('/api/contacts/general', general())).statusCode).toBe(429);

      expect((await send('/api/contacts/general', general(), '198.51.100.20')).statusCode).toBe(201);
      const stored = await limited.db.select().from(contactMessages);
      expect(stored).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
