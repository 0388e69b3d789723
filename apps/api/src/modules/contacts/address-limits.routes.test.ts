import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../../test/helper';
import { loadConfig } from '../../config';
import { contactMessages, outboxMails } from '../../db/schema';
import { CONTACT_ACKNOWLEDGEMENTS_PER_DAY } from '../mail/contact-mails.service';

/** Decision 0030: limits count the client's real address, and what an address alone cannot bound has its own limit. */

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

let sequence = 0;
const contactUs = (app: TestApp, options: { ip?: string; forwardedFor?: string; email?: string } = {}) => {
  sequence += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/contacts/general',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    payload: {
      name: 'Anyone At All',
      email: options.email ?? `sender${sequence}@example.com`,
      phone: '9876543210',
      subject: 'Refund Request',
      message: 'My refund has not arrived.',
    },
  });
};
const register = (app: TestApp, ip: string, forwardedFor?: string) => {
  sequence += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      name: 'Meera Nair',
      email: `meera-limits${sequence}@example.com`,
      phone: uniquePhone(),
      password: 'secret12',
    },
  });
};

describe('X-Forwarded-For is believed only from the configured proxies', () => {
  test('by default a rotated X-Forwarded-For does not lift the contact or registration limits', async () => {
    ctx = await buildTestApp({ CONTACT_RATE_LIMIT_POINTS: '3', AUTH_RATE_LIMIT_POINTS: '1' });
    const contacts: number[] = [];
    for (let i = 0; i < 5; i += 1)
      contacts.push(
        (await contactUs(ctx, { ip: '198.51.100.7', forwardedFor: `203.0.113.${i}` })).statusCode,
      );
    expect(contacts).toEqual([201, 201, 201, 429, 429]);

    const registrations: number[] = [];
    for (let i = 0; i < 5; i += 1)
      registrations.push((await register(ctx, '198.51.100.8', `203.0.113.${i}`)).statusCode);
    // Three attempts per allowance point from one address.
    expect(registrations).toEqual([201, 201, 201, 429, 429]);
  });

  test("with TRUST_PROXY naming the proxy, its X-Forwarded-For is the client's address; others' is still ignored", async () => {
    ctx = await buildTestApp({ CONTACT_RATE_LIMIT_POINTS: '2', TRUST_PROXY: '127.0.0.1' });
    // Behind the proxy: two clients, each with its own allowance.
    expect((await contactUs(ctx, { forwardedFor: '203.0.113.1' })).statusCode).toBe(201);
    expect((await contactUs(ctx, { forwardedFor: '203.0.113.1' })).statusCode).toBe(201);
    expect((await contactUs(ctx, { forwardedFor: '203.0.113.1' })).statusCode).toBe(429);
    expect((await contactUs(ctx, { forwardedFor: '203.0.113.2' })).statusCode).toBe(201);
    // Straight from elsewhere, a made-up header changes nothing.
    const direct: number[] = [];
    for (let i = 0; i < 3; i += 1)
      direct.push((await contactUs(ctx, { ip: '192.0.2.9', forwardedFor: `10.0.0.${i}` })).statusCode);
    expect(direct).toEqual([201, 201, 429]);
  });

  test('TRUST_PROXY takes addresses, ranges and the proxy-addr names; anything else stops the start', () => {
    const base = {
      DATA_DIR: '/tmp/ticketmela-config-test',
      JWT_SECRET: 'x'.repeat(32),
      QR_SECRET: 'y'.repeat(32),
    };
    expect(loadConfig(base).trustProxy).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'nginx.local'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });
});

describe('limits no address decides', () => {
  test('registrations have a whole-system allowance that many addresses cannot lift', async () => {
    ctx = await buildTestApp({ REGISTRATION_GLOBAL_RATE_LIMIT_POINTS: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await register(ctx, `192.0.2.${i + 10}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await register(ctx, '192.0.2.99')).json().message).toMatch(
      /^Too many accounts are being created right now\. Please try again in \d+ seconds\.$/,
    );
  });

  test('contact messages have a whole-system allowance too', async () => {
    ctx = await buildTestApp({ CONTACT_GLOBAL_RATE_LIMIT_POINTS: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await contactUs(ctx, { ip: `192.0.2.${i + 10}` })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  test('one address gets a few Contact Us acknowledgements a day, however many messages name it', async () => {
    ctx = await buildTestApp();
    const victim = 'victim@example.com';
    for (let i = 0; i < CONTACT_ACKNOWLEDGEMENTS_PER_DAY + 3; i += 1) {
      const email = i % 2 === 0 ? victim : victim.toUpperCase();
      expect((await contactUs(ctx, { ip: `192.0.2.${i + 10}`, email })).statusCode).toBe(201);
    }
    expect((await contactUs(ctx, { ip: '192.0.2.50', email: 'someone.else@example.com' })).statusCode).toBe(
      201,
    );

    const stored = await ctx.db.select().from(contactMessages);
    expect(stored).toHaveLength(CONTACT_ACKNOWLEDGEMENTS_PER_DAY + 4);
    const acknowledgements = await ctx.db
      .select({ recipient: outboxMails.recipient })
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'contact_received')));
    const toVictim = acknowledgements.filter((mail) => mail.recipient.toLowerCase() === victim);
    expect(toVictim).toHaveLength(CONTACT_ACKNOWLEDGEMENTS_PER_DAY);
    expect(acknowledgements).toHaveLength(CONTACT_ACKNOWLEDGEMENTS_PER_DAY + 1);
  });
});
