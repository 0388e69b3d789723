import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { sampleMail } from '../../../test/mail/mail-samples';
import { processDueMails } from './mail-worker';
import { enqueueMail } from './outbox.service';

let ctx: TestApp;
let admin: TestUser;
let attendee: TestUser;
let organizer: TestUser;
let ticketMailId: string;
let contactMailId: string;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://tickets.example.in' });
  admin = await createUser(ctx, { role: 'admin' });
  attendee = await createUser(ctx);
  organizer = await createUser(ctx, { role: 'organizer' });
  const queuedAt = new Date('2026-11-01T06:30:00.000Z');
  ticketMailId = (await enqueueMail(ctx.db, sampleMail('booking_confirmed'), queuedAt))!;
  contactMailId = (await enqueueMail(
    ctx.db,
    sampleMail('contact_received'),
    new Date(queuedAt.getTime() + 1000),
  ))!;
});

afterAll(async () => {
  await ctx.close();
});

const list = (as: TestUser | null, url = '/api/admin/emails') => injectAs(ctx, as, { method: 'GET', url });

describe('GET /api/admin/emails', () => {
  test('an admin sees the outbox newest first, with recipient, subject, kind, status, attempts and times', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.smtpConfigured).toBe(false);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 2 });
    expect(body.emails.map((email: { _id: string }) => email._id)).toEqual([contactMailId, ticketMailId]);
    expect(body.emails[1]).toEqual({
      _id: ticketMailId,
      kind: 'booking_confirmed',
      recipient: 'someone@example.in',
      replyTo: null,
      subject: 'Your ticket for Sunburn Arena: Mumbai (TM-7KQ4X9MZP2)',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-01T06:30:00.000Z',
      processedAt: null,
      nextAttemptAt: '2026-11-01T06:30:00.000Z',
    });
  });

  test('filters by kind and status; a bad filter or page is a 400', async () => {
    const byKind = await list(admin, '/api/admin/emails?kind=contact_received');
    expect(byKind.json().emails.map((email: { _id: string }) => email._id)).toEqual([contactMailId]);
    expect((await list(admin, '/api/admin/emails?status=sent')).json().emails).toEqual([]);
    const badKind = await list(admin, '/api/admin/emails?kind=spam');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Unknown e-mail kind');
    expect((await list(admin, '/api/admin/emails?page=0')).statusCode).toBe(400);
    expect((await list(admin, '/api/admin/emails?limit=101')).statusCode).toBe(400);
  });

  test('anonymous callers get 401; attendees and organizers get 403', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(attendee)).statusCode).toBe(403);
    expect((await list(organizer)).statusCode).toBe(403);
    const detail = `/api/admin/emails/${ticketMailId}`;
    expect((await list(null, detail)).statusCode).toBe(401);
    expect((await list(attendee, detail)).statusCode).toBe(403);
    expect((await list(organizer, detail)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/emails/{id}', () => {
  test('a mail not yet sent is shown as it will look: HTML with the QR inlined as a data URL, the text part, the attachments', async () => {
    const response = await list(admin, `/api/admin/emails/${ticketMailId}`);
    expect(response.statusCode).toBe(200);
    const email = response.json();
    expect(email.html).toContain('TM-7KQ4X9MZP2');
    expect(email.html).not.toContain('cid:');
    expect(email.html).toContain('src="data:image/png;base64,');
    expect(email.text).toContain('https://tickets.example.in/ticket/0b0a0c0d-1111-4222-8333-444455556666');
    expect(email.attachments).toEqual([
      { filename: 'TM-7KQ4X9MZP2.png', contentType: 'image/png', inline: true, bytes: expect.any(Number) },
      {
        filename: 'TM-7KQ4X9MZP2.ics',
        contentType: 'text/calendar',
        inline: false,
        bytes: expect.any(Number),
      },
    ]);
  });

  test('a kept mail shows what was rendered when it was processed', async () => {
    await processDueMails(
      ctx.db,
      null,
      { publicUrl: 'https://tickets.example.in' },
      new Date('2026-11-02T00:00:00Z'),
    );
    const email = (await list(admin, `/api/admin/emails/${contactMailId}`)).json();
    expect(email).toMatchObject({ status: 'kept', attempts: 1, processedAt: '2026-11-02T00:00:00.000Z' });
    expect(email.text).toContain('24-48 hours');
    expect(email.attachments).toEqual([]);
  });

  test('an unknown id is a 404, a malformed one a 400', async () => {
    const missing = await list(admin, '/api/admin/emails/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('E-mail not found');
    expect((await list(admin, '/api/admin/emails/not-an-id')).statusCode).toBe(400);
  });
});
