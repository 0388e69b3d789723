import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';

// The organizer's tax profile and the month's report (issue 27).

const GSTIN_MH = '27AAPFU0939F1ZV';
const indiaMonth = (moment: Date) => new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 7);

describe('tax profile', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  const put = (payload: Record<string, unknown>) =>
    injectAs(ctx, organizer, { method: 'PUT', url: '/api/tax-profile', payload });
  const valid = {
    legalName: 'Mela Live LLP',
    gstin: GSTIN_MH,
    address: '12 Marine Drive, Mumbai',
    stateCode: '27',
    invoicePrefix: 'ML',
    sac: '999692',
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ GST_SAC: '999699' });
    organizer = await createUser(ctx, { role: 'organizer' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('an organizer starts from defaults: their name, no GSTIN, INV, the configured SAC', async () => {
    const response = await injectAs(ctx, organizer, { method: 'GET', url: '/api/tax-profile' });
    expect(response.json()).toEqual({
      saved: false,
      legalName: organizer.user.name,
      gstin: null,
      address: '',
      stateCode: null,
      invoicePrefix: 'INV',
      sac: '999699',
    });
  });

  test('a GSTIN is checked for its format, state code and check character', async () => {
    for (const gstin of ['27AAPFU0939F1ZX', '99AAPFU0939F1ZV', '27AAPFU0939F1Z']) {
      const response = await put({ ...valid, gstin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'gstin',
        message: expect.stringContaining('valid 15-character GSTIN'),
      });
    }
  });

  test("the state must be the GSTIN's; a prefix is 1 to 4 capitals or digits; a SAC 6 digits", async () => {
    expect((await put({ ...valid, stateCode: '29' })).json()).toMatchObject({ field: 'stateCode' });
    expect((await put({ ...valid, invoicePrefix: 'TOOLONG' })).json()).toMatchObject({
      field: 'invoicePrefix',
    });
    expect((await put({ ...valid, sac: '9996' })).json()).toMatchObject({ field: 'sac' });
  });

  test('saved, it reads back; an unregistered organizer leaves the GSTIN empty', async () => {
    expect((await put(valid)).statusCode).toBe(200);
    const read = await injectAs(ctx, organizer, { method: 'GET', url: '/api/tax-profile' });
    expect(read.json()).toEqual({ saved: true, ...valid });
    const unregistered = await put({ ...valid, gstin: '', stateCode: '29' });
    expect(unregistered.json()).toMatchObject({ gstin: null, stateCode: '29' });
  });

  test('attendees cannot have one', async () => {
    const attendee = await createUser(ctx);
    expect((await injectAs(ctx, attendee, { method: 'GET', url: '/api/tax-profile' })).statusCode).toBe(403);
    expect(
      (await injectAs(ctx, attendee, { method: 'PUT', url: '/api/tax-profile', payload: valid })).statusCode,
    ).toBe(403);
  });
});

describe("the month's tax report", () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let admin: TestUser;
  const month = indiaMonth(new Date());

  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    admin = await createUser(ctx, { role: 'admin' });
    await injectAs(ctx, organizer, {
      method: 'PUT',
      url: '/api/tax-profile',
      payload: {
        legalName: 'Mela Live LLP',
        gstin: GSTIN_MH,
        address: 'Mumbai',
        stateCode: '27',
        invoicePrefix: 'ML',
        sac: '999692',
      },
    });
    const buyer = await createUser(ctx);
    const mumbai = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 118_000 });
    const pune = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      city: 'Pune',
      pricePaise: 50_000,
    });
    const goa = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      city: 'Goa',
      pricePaise: 236_000,
    });
    await purchase(ctx, buyer, mumbai.id, { noOfSeats: 1 }, 1180);
    await purchase(ctx, buyer, mumbai.id, { noOfSeats: 2 }, 2360);
    await purchase(ctx, buyer, pune.id, { noOfSeats: 1 }, 500);
    const refunded = await purchase(ctx, buyer, goa.id, { noOfSeats: 1 }, 2360);
    await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${refunded._id}` });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test("lists the month's invoices and credit notes and sums them by section, type, place and rate", async () => {
    const response = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/tax/documents?month=${month}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.organizer).toMatchObject({
      id: organizer.user.id,
      legalName: 'Mela Live LLP',
      gstin: GSTIN_MH,
    });
    expect(report.documents.map((row: { kind: string }) => row.kind)).toEqual([
      'tax_invoice',
      'tax_invoice',
      'tax_invoice',
      'tax_invoice',
      'credit_note',
    ]);
    expect(report.documents[4].originalNumber).toBe(report.documents[3].number);
    expect(report.summary).toEqual([
      {
        section: 'B2C',
        documentType: 'credit_note',
        placeOfSupply: { code: '30', name: 'Goa' },
        rateBasisPoints: 1800,
        documents: 1,
        totalPaise: 236_000,
        taxablePaise: 200_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 36_000,
      },
      {
        section: 'B2C',
        documentType: 'invoice',
        placeOfSupply: { code: '30', name: 'Goa' },
        rateBasisPoints: 1800,
        documents: 1,
        totalPaise: 236_000,
        taxablePaise: 200_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 36_000,
      },
      {
        section: 'B2C',
        documentType: 'invoice',
        placeOfSupply: { code: '27', name: 'Maharashtra' },
        rateBasisPoints: 0,
        documents: 1,
        totalPaise: 50_000,
        taxablePaise: 50_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      },
      {
        section: 'B2C',
        documentType: 'invoice',
        placeOfSupply: { code: '27', name: 'Maharashtra' },
        rateBasisPoints: 1800,
        documents: 2,
        totalPaise: 354_000,
        taxablePaise: 300_000,
        cgstPaise: 27_000,
        sgstPaise: 27_000,
        igstPaise: 0,
      },
    ]);
    expect(report.csvUrl).toBe(`/api/tax/summary.csv?month=${month}`);
  });

  test('the CSV has the same rows, in rupees', async () => {
    const response = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/tax/summary.csv?month=${month}`,
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gst-summary-${month}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Section,Document type,Place of supply,State code,Rate (%),Documents,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)',
    );
    expect(lines).toContain('B2C,Invoice,Maharashtra,27,18.00,2,3000.00,270.00,270.00,0.00,3540.00');
    expect(lines).toContain('B2C,Credit note,Goa,30,18.00,1,2000.00,0.00,0.00,360.00,2360.00');
    expect(lines).toHaveLength(5);
  });

  test('another month is empty; a malformed month is refused', async () => {
    const empty = await injectAs(ctx, organizer, { method: 'GET', url: '/api/tax/documents?month=2020-01' });
    expect(empty.json()).toMatchObject({ documents: [], summary: [] });
    const bad = await injectAs(ctx, organizer, { method: 'GET', url: '/api/tax/documents?month=2026-13' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'month' });
  });

  test('another organizer cannot read it; an admin can name any organizer', async () => {
    const other = await createUser(ctx, { role: 'organizer' });
    const url = `/api/tax/documents?month=${month}&organizerId=${organizer.user.id}`;
    expect((await injectAs(ctx, other, { method: 'GET', url })).statusCode).toBe(403);
    const asAdmin = await injectAs(ctx, admin, { method: 'GET', url });
    expect(asAdmin.json().documents).toHaveLength(5);
    expect(asAdmin.json().csvUrl).toBe(
      `/api/tax/summary.csv?month=${month}&organizerId=${organizer.user.id}`,
    );
    const own = await injectAs(ctx, other, { method: 'GET', url: `/api/tax/documents?month=${month}` });
    expect(own.json().documents).toEqual([]);
  });
});
