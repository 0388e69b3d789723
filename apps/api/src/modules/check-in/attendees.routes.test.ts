import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { ATTENDEE_CSV_COLUMNS } from './attendees.csv';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let asha: TestUser;
let trickster: TestUser;
let minus: TestUser;
let eventId: string;
let singlePriceEventId: string;
const ids: Record<string, { _id: string; ticketId: string; qrCode: string }> = {};

const get = (as: TestUser | null, url: string) => injectAs(ctx, as, { method: 'GET', url });

/**
 * One category event with three bookings, made in this order: Asha (VIP 1 + General 2, checked in by
 * camera), a name that is a spreadsheet formula (General 1), and '-Minus' (General 2, cancelled).
 */
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', name: 'Meera Door' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
  asha = await createUser(ctx, { name: 'Asha Rao' });
  trickster = await createUser(ctx, { name: '=HYPERLINK("http://evil.example","Click, me")' });
  minus = await createUser(ctx, { name: '-Minus' });

  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Diwali Mela: Live 2026!',
    tiers: [
      { name: 'VIP', pricePaise: 299_950, seats: 5 },
      { name: 'General', pricePaise: 100_000, seats: 50 },
    ],
  });
  eventId = event.id;
  ids.asha = await purchase(
    ctx,
    asha,
    eventId,
    {
      ticketItems: [
        { categoryName: 'General', quantity: 2 },
        { categoryName: 'VIP', quantity: 1 },
      ],
    },
    4999.5,
  );
  ids.trickster = await purchase(
    ctx,
    trickster,
    eventId,
    { ticketItems: [{ categoryName: 'General', quantity: 1 }] },
    1000,
  );
  ids.minus = await purchase(
    ctx,
    minus,
    eventId,
    { ticketItems: [{ categoryName: 'General', quantity: 2 }] },
    2000,
  );
  const cancelled = await injectAs(ctx, minus, { method: 'DELETE', url: `/api/bookings/${ids.minus!._id}` });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const verified = await injectAs(ctx, organizer, {
    method: 'POST',
    url: '/api/bookings/verify',
    payload: { qrData: ids.asha!.qrCode, eventId, method: 'camera' },
  });
  expect(verified.statusCode, verified.body).toBe(200);

  const single = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Open Mic',
    pricePaise: 25_000,
    totalSeats: 40,
  });
  singlePriceEventId = single.id;
  await purchase(ctx, asha, singlePriceEventId, { noOfSeats: 3 }, 750);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/bookings/event/{id}', () => {
  test('lists every booking newest first, cancelled ones flagged, with statistics by category', async () => {
    const response = await get(organizer, `/api/bookings/event/${eventId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.event).toEqual({
      _id: eventId,
      title: 'Diwali Mela: Live 2026!',
      date: expect.any(String),
      cancelled: false,
      totalSeats: 55,
    });
    expect(body.statistics).toEqual({
      totalBookings: 3,
      activeBookings: 2,
      cancelledBookings: 1,
      seatsSold: 4,
      checkedInBookings: 1,
      checkedInSeats: 3,
      doubleEntries: 0,
      byCategory: [
        { name: 'VIP', totalSeats: 5, seatsSold: 1, checkedInSeats: 1 },
        { name: 'General', totalSeats: 50, seatsSold: 3, checkedInSeats: 2 },
      ],
    });
    expect(body.attendees.map((row: { ticketId: string }) => row.ticketId)).toEqual([
      ids.minus!.ticketId,
      ids.trickster!.ticketId,
      ids.asha!.ticketId,
    ]);
    const [cancelled, , checkedIn] = body.attendees;
    expect(cancelled).toMatchObject({ cancelled: true, verified: false, verifiedBy: null, noOfSeats: 2 });
    expect(checkedIn).toEqual({
      _id: ids.asha!._id,
      userId: { _id: asha.user.id, name: 'Asha Rao', email: asha.user.email },
      ticketId: ids.asha!.ticketId,
      noOfSeats: 3,
      hasTicketCategories: true,
      // In the event's category order, whatever order they were chosen in.
      ticketItems: [
        { categoryName: 'VIP', quantity: 1 },
        { categoryName: 'General', quantity: 2 },
      ],
      totalQuantity: 3,
      totalAmount: 4999.5,
      verified: true,
      verifiedAt: expect.any(String),
      verifyMethod: 'camera',
      verifiedBy: { _id: organizer.user.id, name: 'Meera Door' },
      cancelled: false,
      createdAt: expect.any(String),
      doubleEntry: false,
    });
  });

  test('a single-price event has no category breakdown', async () => {
    const response = await get(admin, `/api/bookings/event/${singlePriceEventId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().statistics).toEqual({
      totalBookings: 1,
      activeBookings: 1,
      cancelledBookings: 0,
      seatsSold: 3,
      checkedInBookings: 0,
      checkedInSeats: 0,
      doubleEntries: 0,
      byCategory: [],
    });
    expect(response.json().attendees[0]).toMatchObject({ noOfSeats: 3, totalAmount: 750, ticketItems: [] });
  });
});

describe('GET /api/bookings/event/{id}/check-in-stats', () => {
  test('counts active bookings and seats, and follows check-ins and their undo', async () => {
    const stats = await get(organizer, `/api/bookings/event/${eventId}/check-in-stats`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual({
      activeBookings: 2,
      checkedInBookings: 1,
      seatsSold: 4,
      checkedInSeats: 3,
      doubleEntries: 0,
    });

    const empty = await createEventRow(ctx, { organizerId: organizer.user.id });
    const none = await get(organizer, `/api/bookings/event/${empty.id}/check-in-stats`);
    expect(none.json()).toEqual({
      activeBookings: 0,
      checkedInBookings: 0,
      seatsSold: 0,
      checkedInSeats: 0,
      doubleEntries: 0,
    });

    const single = await get(organizer, `/api/bookings/event/${singlePriceEventId}`);
    const bookingId = single.json().attendees[0]._id as string;
    const ticketId = single.json().attendees[0].ticketId as string;
    const statsOf = async () =>
      (await get(organizer, `/api/bookings/event/${singlePriceEventId}/check-in-stats`)).json();
    const verify = () =>
      injectAs(ctx, organizer, {
        method: 'POST',
        url: '/api/bookings/verify',
        payload: { qrData: ticketId, eventId: singlePriceEventId },
      });
    expect((await verify()).statusCode).toBe(200);
    expect(await statsOf()).toEqual({
      activeBookings: 1,
      checkedInBookings: 1,
      seatsSold: 3,
      checkedInSeats: 3,
      doubleEntries: 0,
    });
    const undone = await injectAs(ctx, organizer, {
      method: 'POST',
      url: `/api/bookings/${bookingId}/undo-check-in`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await statsOf()).toEqual({
      activeBookings: 1,
      checkedInBookings: 0,
      seatsSold: 3,
      checkedInSeats: 0,
      doubleEntries: 0,
    });
  });
});

/** Splits the CSV into rows of cells (RFC 4180: quoted cells may hold commas, quotes, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  return rows;
}

describe('GET /api/bookings/event/{id}/attendees.csv', () => {
  test('downloads the attendee list as CSV named after the event, formulas neutralised', async () => {
    const response = await get(organizer, `/api/bookings/event/${eventId}/attendees.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="diwali-mela-live-2026-attendees.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);

    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([...ATTENDEE_CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    const byTicket = new Map(rows.slice(1).map((cells) => [cells[0], cells]));

    const ashaRow = byTicket.get(ids.asha!.ticketId)!;
    expect(ashaRow.slice(1, 6)).toEqual([
      'Asha Rao',
      asha.user.email,
      '3',
      'VIP × 1; General × 2',
      '4999.50',
    ]);
    expect(ashaRow[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ashaRow[7]).toBe('Yes');
    expect(ashaRow[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ashaRow.slice(9)).toEqual(['Camera', 'No', 'No']);

    // A name a spreadsheet would run as a formula is shown as text; quotes and commas survive quoting.
    expect(byTicket.get(ids.trickster!.ticketId)!.slice(1, 3)).toEqual([
      `'=HYPERLINK("http://evil.example","Click, me")`,
      trickster.user.email,
    ]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click, me"")"`);
    expect(byTicket.get(ids.trickster!.ticketId)!.slice(7)).toEqual(['No', '', '', 'No', 'No']);

    const minusRow = byTicket.get(ids.minus!.ticketId)!;
    expect(minusRow[1]).toBe("'-Minus");
    expect(minusRow[10]).toBe('Yes');
  });
});

describe('who may see attendees', () => {
  const paths = () => [
    `/api/bookings/event/${eventId}`,
    `/api/bookings/event/${eventId}/check-in-stats`,
    `/api/bookings/event/${eventId}/attendees.csv`,
  ];

  test('anonymous 401; an attendee of the event and another organizer 403; the owner and an admin 200', async () => {
    for (const path of paths()) {
      const anonymous = await get(null, path);
      expect(anonymous.statusCode, path).toBe(401);
      for (const stranger of [asha, otherOrganizer]) {
        const response = await get(stranger, path);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'You can only see the attendees of your own events',
        });
      }
      expect((await get(organizer, path)).statusCode, path).toBe(200);
      expect((await get(admin, path)).statusCode, path).toBe(200);
    }
  });

  test('an unknown event is 404 and a malformed id 400, for each of the three', async () => {
    for (const suffix of ['', '/check-in-stats', '/attendees.csv']) {
      const unknown = await get(
        organizer,
        `/api/bookings/event/00000000-0000-4000-8000-000000000000${suffix}`,
      );
      expect(unknown.statusCode, suffix).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
      const malformed = await get(organizer, `/api/bookings/event/nope${suffix}`);
      expect(malformed.statusCode, suffix).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    }
  });
});
