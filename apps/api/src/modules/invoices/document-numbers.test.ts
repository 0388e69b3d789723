import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { allocateDocumentNumber } from './document-numbers';

describe('document numbers', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const next = (organizerId: string, issuedAt: string, series: 'invoice' | 'credit_note' = 'invoice') =>
    allocateDocumentNumber(ctx.db, { organizerId, series, prefix: 'ML', issuedAt: new Date(issuedAt) });

  test('each organizer counts from 1, invoices and credit notes apart, and the series restarts on 1 April (India time)', async () => {
    const organizer = randomUUID();
    expect((await next(organizer, '2027-03-31T18:29:59+00:00')).number).toBe('ML/2627/1');
    expect((await next(organizer, '2027-03-31T18:29:59.999+00:00')).number).toBe('ML/2627/2');
    expect((await next(organizer, '2027-03-31T18:30:00+00:00')).number).toBe('ML/2728/1');
    expect((await next(organizer, '2027-04-01T10:00:00+05:30', 'credit_note')).number).toBe('MLC/2728/1');
    expect((await next(organizer, '2027-04-02T10:00:00+05:30')).number).toBe('ML/2728/2');
    expect((await next(randomUUID(), '2027-04-02T10:00:00+05:30')).number).toBe('ML/2728/1');
  });

  test('a number rolled back with its transaction is given again: no gap', async () => {
    const organizer = randomUUID();
    await expect(
      ctx.db.transaction(async (tx) => {
        await allocateDocumentNumber(tx, {
          organizerId: organizer,
          series: 'invoice',
          prefix: null,
          issuedAt: new Date(),
        });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect((await next(organizer, new Date().toISOString())).serial).toBe(1);
  });
});
