import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { setTicketHolders } from '../../../test/ticket-holders';
import { bookings, checkoutQuestions } from '../../db/schema';
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

const SIZE = crypto.randomUUID();
const WORKSHOP = crypto.randomUUID();
const size = (label: string, value: string) =>
  ({ questionId: SIZE, label, kind: 'single_choice', value }) as const;
const workshop = {
  questionId: WORKSHOP,
  label: 'Which workshop?',
  kind: 'single_choice',
  value: 'Kites',
} as const;

/**
 * One category event with three bookings, made in this order: Asha (VIP 1 + General 2, checked in by
 * camera, with a promo code, her tickets named and answered), a name that is a spreadsheet formula (General 1,
 * answering the size question as since relabelled), and '-Minus' (General 2, cancelled, one ticket cancelled before).
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
  // The questions as the organizer keeps them now: the size question was relabelled after Asha answered it.
  await ctx.db.insert(checkoutQuestions).values([
    {
      id: SIZE,
      eventId,
      position: 0,
      label: 'Your T-shirt size',
      kind: 'single_choice',
      options: ['M', 'L', 'XL'],
    },
    {
      id: WORKSHOP,
      eventId,
      position: 1,
      label: 'Which workshop?',
      kind: 'single_choice',
      options: ['Kites'],
      scope: 'order',
    },
  ]);
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
  await setTicketHolders(ctx.db, ids.asha!._id, [
    { name: 'Asha Rao', categoryName: 'VIP', answers: [size('T-shirt size?', 'M')] },
    {
      name: 'Ravi Rao',
      email: 'ravi@example.com',
      categoryName: 'General',
      answers: [size('T-shirt size?', 'L')],
    },
    { name: '@Sneha', categoryName: 'General', answers: [] },
  ]);
  await ctx.db
    .update(bookings)
    .set({ promoCode: 'DIWALI10', orderAnswers: [workshop] })
    .where(eq(bookings.id, ids.asha!._id));
  await setTicketHolders(ctx.db, ids.trickster!._id, [
    { name: 'Trick Ster', categoryName: 'General', answers: [size('Your T-shirt size', 'XL')] },
  ]);
  await setTicketHolders(ctx.db, ids.minus!._id, [
    { name: 'Minus One', categoryName: 'General' },
    { name: 'Minus Two', categoryName: 'General', cancelled: true },
  ]);
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
      tickets: [
        {
          position: 1,
          categoryName: 'VIP',
          name: 'Asha Rao',
          email: null,
          answers: [size('T-shirt size?', 'M')],
          cancelled: false,
        },
        {
          position: 2,
          categoryName: 'General',
          name: 'Ravi Rao',
          email: 'ravi@example.com',
          answers: [size('T-shirt size?', 'L')],
          cancelled: false,
        },
        { position: 3, categoryName: 'General', name: '@Sneha', email: null, answers: [], cancelled: false },
      ],
      orderAnswers: [workshop],
      promoCode: 'DIWALI10',
    });
    expect(cancelled.tickets.map((ticket: { cancelled: boolean }) => ticket.cancelled)).toEqual([
      false,
      true,
    ]);
    expect(body.attendees[1]).toMatchObject({ orderAnswers: [], promoCode: null });
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

describe('the attendee list a page at a time (decision 0046)', () => {
  test('walking nextCursor with limit=1 gives every booking once, newest first, and the same statistics each page', async () => {
    const whole = (await get(organizer, `/api/bookings/event/${eventId}`)).json();
    expect(whole.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const response = await get(organizer, `/api/bookings/event/${eventId}?limit=1&cursor=${cursor}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.statistics).toEqual(whole.statistics);
      seen.push(...body.attendees.map((attendee: { _id: string }) => attendee._id));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(whole.attendees.map((attendee: { _id: string }) => attendee._id));
    expect(seen).toHaveLength(3);
  });

  test('a cursor that no answer gave and a limit out of range are 400 with their field', async () => {
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('yesterday|x').toString('base64url')}`, 'cursor'],
      [
        `cursor=${Buffer.from(`2026-02-30T10:00:00.000000Z|${crypto.randomUUID()}`).toString('base64url')}`,
        'cursor',
      ],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
    ] as const) {
      const response = await get(organizer, `/api/bookings/event/${eventId}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  test('the CSV of more bookings than a page holds has each booking once, newest first', async () => {
    const crowd = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Crowd',
      totalSeats: 5000,
    });
    // 1,201 bookings made one second apart, two of them in the same microsecond (the id orders those).
    await ctx.db.execute(sql`insert into bookings (ticket_id, event_id, user_id, total_quantity, total_amount_paise,
        qr_signature, refund_seven_days_or_more, refund_one_to_days, refund_less_than_day, created_at)
      select 'TKT-CROWD-' || g, ${crowd.id}, ${asha.user.id}, 1, 100, 'sig', 100, 50, 0,
        timestamptz '2026-01-01 00:00:00+00' + least(g, 1200) * interval '1 second'
      from generate_series(1, 1201) g`);
    const response = await get(organizer, `/api/bookings/event/${crowd.id}/attendees.csv`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const ticketIds = parseCsv(response.body.slice(1))
      .slice(1)
      .map((cells) => cells[0]);
    expect(ticketIds).toHaveLength(1201);
    expect(new Set(ticketIds).size).toBe(1201);
    expect(ticketIds.slice(2, 4)).toEqual(['TKT-CROWD-1199', 'TKT-CROWD-1198']);
    expect(ticketIds.at(-1)).toBe('TKT-CROWD-1');
  });
});

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
    // A column per question the event asked, headed by its current label, in the organizer's order.
    expect(rows[0]).toEqual([...ATTENDEE_CSV_COLUMNS, 'Your T-shirt size', 'Which workshop?']);
    // One row per ticket: Asha's 3, the trickster's 1, '-Minus''s 2.
    expect(rows).toHaveLength(7);
    const rowsOf = (ticketId: string) => rows.slice(1).filter((cells) => cells[0] === ticketId);
    const ticketCells = (cells: string[]) => cells.slice(ATTENDEE_CSV_COLUMNS.length - 6);

    const ashaRows = rowsOf(ids.asha!.ticketId);
    expect(ashaRows).toHaveLength(3);
    const ashaRow = ashaRows[0]!;
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
    expect(ashaRow.slice(9, 12)).toEqual(['Camera', 'No', 'No']);
    // Each ticket's holder and answer; the order's answer and code on every row of the order.
    expect(ashaRows.map(ticketCells)).toEqual([
      ['1', 'Asha Rao', '', 'VIP', 'No', 'DIWALI10', 'M', 'Kites'],
      ['2', 'Ravi Rao', 'ravi@example.com', 'General', 'No', 'DIWALI10', 'L', 'Kites'],
      ['3', "'@Sneha", '', 'General', 'No', 'DIWALI10', '', 'Kites'],
    ]);
    expect(ashaRows.every((cells) => cells.slice(0, 12).join() === ashaRow.slice(0, 12).join())).toBe(true);

    // A name a spreadsheet would run as a formula is shown as text; quotes and commas survive quoting.
    const [trickRow] = rowsOf(ids.trickster!.ticketId);
    expect(trickRow!.slice(1, 3)).toEqual([
      `'=HYPERLINK("http://evil.example","Click, me")`,
      trickster.user.email,
    ]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click, me"")"`);
    expect(trickRow!.slice(7, 12)).toEqual(['No', '', '', 'No', 'No']);
    expect(ticketCells(trickRow!)).toEqual(['1', 'Trick Ster', '', 'General', 'No', '', 'XL', '']);

    // A cancelled booking's tickets are all marked cancelled, the one cancelled before it too.
    const minusRows = rowsOf(ids.minus!.ticketId);
    expect(minusRows[0]![1]).toBe("'-Minus");
    expect(minusRows[0]![10]).toBe('Yes');
    expect(minusRows.map((cells) => ticketCells(cells).slice(0, 5))).toEqual([
      ['1', 'Minus One', '', 'General', 'Yes'],
      ['2', 'Minus Two', '', 'General', 'Yes'],
    ]);
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
