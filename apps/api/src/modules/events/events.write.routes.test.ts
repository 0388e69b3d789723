import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createdPhotoOf, expectServedImage, STORED_PHOTO } from '../../../test/event-photos';
import {
  createCategoryRow,
  createEventRow,
  daysFrom,
  FORM_VENUE,
  type FormFields,
  simpleEventForm,
} from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { multipartBody, pngPhoto, type TestFile } from '../../../test/multipart';
import { events, ticketCategories, users } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '../../lib/images';

let ctx: TestApp;
let music: string;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await buildTestApp();
  music = (await createCategoryRow(ctx, 'Music')).id;
  organizer = await createUser(ctx, { role: 'organizer', name: 'Priya Sharma' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const venue = FORM_VENUE;

type Fields = FormFields;

/** A valid simple-pricing form, as the web sends it; overrides replace (undefined removes) fields. */
function simpleForm(overrides: Fields = {}): Fields {
  return simpleEventForm(music, overrides);
}

function tieredForm(categories: unknown[], overrides: Fields = {}): Fields {
  return simpleForm({
    hasTicketCategories: 'true',
    price: undefined,
    totalSeats: undefined,
    ticketCategories: JSON.stringify(categories),
    ...overrides,
  });
}

async function send(
  as: TestUser | null,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Fields,
  ...files: TestFile[]
) {
  const body = await multipartBody(fields, ...files);
  return injectAs(ctx, as, { method, url, ...body });
}

const createAs = (as: TestUser | null, fields: Fields, ...files: TestFile[]) =>
  send(as, 'POST', '/api/events', fields, ...files);
const editAs = (as: TestUser | null, id: string, fields: Fields, ...files: TestFile[]) =>
  send(as, 'PATCH', `/api/events/${id}`, fields, ...files);

const fileOf = (publicPath: string) =>
  path.join(ctx.config.uploadsDir, publicPath.replace(/^\/uploads\//, ''));

async function eventCount() {
  return (await ctx.db.select({ id: events.id }).from(events)).length;
}

async function eventCountTitled(title: string) {
  return (await ctx.db.select().from(events).where(eq(events.title, title))).length;
}

describe('POST /api/events', () => {
  test('creates a simple-price event: 201, the spec message, the event with its organizer', async () => {
    const response = await createAs(organizer, simpleForm());
    expect(response.statusCode, response.body).toBe(201);
    const { message, event } = response.json();
    expect(message).toBe('Event created successfully');
    expect(event).toMatchObject({
      title: 'Jazz Night',
      description: 'Live jazz by the sea',
      city: 'Mumbai',
      price: 499.5,
      totalSeats: 200,
      availableSeats: 200,
      totalBooked: 0,
      hasTicketCategories: false,
      ticketCategories: [],
      categoryId: { _id: music, name: 'Music' },
      venue,
      photo: null,
      photoThumb: null,
      cancelled: false,
      useDefaultRefundPolicy: true,
      customRefundPolicy: null,
      organizerId: { _id: organizer.user.id, name: 'Priya Sharma' },
    });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event._id));
    expect(row).toMatchObject({ pricePaise: 49_950, refundSevenDaysOrMore: 100, refundOneToDays: 50 });
  });

  test('a category event: lowest price, seat sums, categories in order, the custom refund policy', async () => {
    const response = await createAs(
      organizer,
      tieredForm(
        [
          { name: 'VIP', price: 2500, totalSeats: 20, description: 'Front rows' },
          { name: 'General', price: '799.99', totalSeats: '300', description: '' },
          { name: 'Incomplete', price: '', totalSeats: 10 },
        ],
        {
          useDefaultRefundPolicy: 'false',
          customRefundPolicy: JSON.stringify({
            sevenDaysOrMore: 90,
            oneToDays: 40,
            lessThanDay: 10,
            description: 'Festival rules',
          }),
        },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { event } = response.json();
    expect(event).toMatchObject({
      hasTicketCategories: true,
      price: 799.99,
      totalSeats: 320,
      availableSeats: 320,
      useDefaultRefundPolicy: false,
      customRefundPolicy: {
        sevenDaysOrMore: 90,
        oneToDays: 40,
        lessThanDay: 10,
        description: 'Festival rules',
      },
    });
    expect(
      event.ticketCategories.map((category: { name: string; price: number; availableSeats: number }) => [
        category.name,
        category.price,
        category.availableSeats,
      ]),
    ).toEqual([
      ['VIP', 2500, 20],
      ['General', 799.99, 300],
    ]);
  });

  test('any signed-in user may create; a plain user becomes an organizer, an admin stays admin', async () => {
    const user = await createUser(ctx);
    expect((await createAs(user, simpleForm())).statusCode).toBe(201);
    const [promoted] = await ctx.db.select().from(users).where(eq(users.id, user.user.id));
    expect(promoted?.role).toBe('organizer');
    const profile = await injectAs(ctx, user, { method: 'GET', url: '/api/users/profile' });
    expect(profile.json().user.role).toBe('organizer');

    expect((await createAs(admin, simpleForm())).statusCode).toBe(201);
    const [stillAdmin] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(stillAdmin?.role).toBe('admin');
  });

  test('anonymous is 401; a banned user is 403 banned', async () => {
    const anonymous = await createAs(null, simpleForm());
    expect(anonymous.statusCode).toBe(401);
    const banned = await createUser(ctx, { isBanned: true, banReason: 'Spam', bannedAt: new Date() });
    const refused = await createAs(banned, simpleForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/banned/);
  });

  const category = (name: string, price: unknown, totalSeats: unknown) => ({ name, price, totalSeats });

  test.each<[string, () => Fields, string, string]>([
    ['title blank', () => simpleForm({ title: '  ' }), 'Please enter an event title', 'title'],
    ['title missing', () => simpleForm({ title: undefined }), 'Please enter an event title', 'title'],
    ['description blank', () => simpleForm({ description: '' }), 'Please enter a description', 'description'],
    ['date missing', () => simpleForm({ date: undefined }), 'Please choose the event date and time', 'date'],
    [
      'date malformed',
      () => simpleForm({ date: '31/12/2099' }),
      'Please choose the event date and time',
      'date',
    ],
    [
      'date in the past',
      () => simpleForm({ date: daysFrom(new Date(), -1).toISOString() }),
      'The event date must be in the future',
      'date',
    ],
    ['category missing', () => simpleForm({ categoryId: '' }), 'Please select a category', 'categoryId'],
    [
      'category unknown',
      () => simpleForm({ categoryId: UNKNOWN_ID }),
      'Please select a category',
      'categoryId',
    ],
    ['city blank', () => simpleForm({ city: ' ' }), 'Please enter a city', 'city'],
    ['venue missing', () => simpleForm({ venue: undefined }), 'Please select a venue using the map', 'venue'],
    [
      'venue without a name',
      () => simpleForm({ venue: JSON.stringify({ ...venue, name: '' }) }),
      'Please select a venue using the map',
      'venue',
    ],
    [
      'seats zero',
      () => simpleForm({ totalSeats: '0' }),
      'Total seats must be a positive integer',
      'totalSeats',
    ],
    [
      'seats fractional',
      () => simpleForm({ totalSeats: '2.5' }),
      'Total seats must be a positive integer',
      'totalSeats',
    ],
    [
      'seats missing',
      () => simpleForm({ totalSeats: undefined }),
      'Total seats must be a positive integer',
      'totalSeats',
    ],
    ['price negative', () => simpleForm({ price: '-1' }), 'Price must be a non-negative number', 'price'],
    [
      'price not a number',
      () => simpleForm({ price: 'free' }),
      'Price must be a non-negative number',
      'price',
    ],
    [
      'price with 3 decimals',
      () => simpleForm({ price: '10.555' }),
      'Price can have at most 2 decimal places',
      'price',
    ],
    [
      'category names repeated (case and spaces ignored)',
      () => tieredForm([category('VIP', 10, 5), category(' vip ', 20, 5)]),
      'Ticket category names must be unique',
      'ticketCategories',
    ],
    [
      'category price negative',
      () => tieredForm([category('Gold', -5, 10)]),
      'Price for "Gold" must be a non-negative number',
      'ticketCategories',
    ],
    [
      'category seats zero',
      () => tieredForm([category('Gold', 5, 0)]),
      'Total seats for "Gold" must be a positive integer',
      'ticketCategories',
    ],
    [
      'no complete category',
      () => tieredForm([category('Gold', '', 10)]),
      'At least one complete ticket category is required',
      'ticketCategories',
    ],
    [
      'categories missing',
      () => tieredForm([], { ticketCategories: undefined }),
      'At least one complete ticket category is required',
      'ticketCategories',
    ],
    [
      'six categories',
      () => tieredForm(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => category(name, 1, 1))),
      'Maximum 5 ticket categories allowed',
      'ticketCategories',
    ],
    [
      'refund percentage over 100',
      () =>
        simpleForm({
          useDefaultRefundPolicy: 'false',
          customRefundPolicy: JSON.stringify({ sevenDaysOrMore: 120, oneToDays: 50, lessThanDay: 0 }),
        }),
      'Refund percentages must be between 0 and 100',
      'customRefundPolicy',
    ],
    [
      'refund percentage negative',
      () =>
        simpleForm({
          useDefaultRefundPolicy: 'false',
          customRefundPolicy: JSON.stringify({ sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: -5 }),
        }),
      'Refund percentages must be between 0 and 100',
      'customRefundPolicy',
    ],
    [
      'custom policy not sent',
      () => simpleForm({ useDefaultRefundPolicy: 'false' }),
      'Refund percentages must be between 0 and 100',
      'customRefundPolicy',
    ],
    [
      'venue is not JSON',
      () => simpleForm({ venue: '{name: NCPA' }),
      'The venue field must be valid JSON',
      'venue',
    ],
    [
      'ticketCategories is not JSON',
      () => tieredForm([], { ticketCategories: '[{"name":' }),
      'The ticketCategories field must be valid JSON',
      'ticketCategories',
    ],
    [
      'a boolean that is not true or false',
      () => simpleForm({ hasTicketCategories: 'yes' }),
      'hasTicketCategories must be true or false',
      'hasTicketCategories',
    ],
  ])('%s: 400 "%s"', async (_case, fields, message, field) => {
    const before = await eventCount();
    const response = await createAs(organizer, fields());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message, field });
    expect(await eventCount()).toBe(before);
  });

  test('a JSON body with the same fields works too (no photo)', async () => {
    const response = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/events',
      payload: {
        ...simpleForm({ title: 'From JSON' }),
        venue,
        hasTicketCategories: false,
        price: 0,
        totalSeats: 50,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({ title: 'From JSON', price: 0, totalSeats: 50 });
  });

  test('a body that is neither multipart nor JSON is 415', async () => {
    const response = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'title=Jazz',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a field over 100 000 characters is 413, not silently cut', async () => {
    const response = await createAs(organizer, simpleForm({ description: 'x'.repeat(100_001) }));
    expect(response.json()).toMatchObject({
      statusCode: 413,
      message: 'The field "description" is too long',
      field: 'description',
    });
  });

  test('a broken multipart body is 400, never 500', async () => {
    const response = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'not multipart at all',
    });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'The form data could not be read' });
  });
});

describe('event photos', () => {
  test('a photo is re-encoded to WebP (large and thumbnail) and served with long cache headers', async () => {
    const response = await createAs(organizer, simpleForm({ title: 'With photo' }), await pngPhoto());
    const { photo, photoThumb } = createdPhotoOf(response);
    for (const url of [photo, photoThumb]) {
      expectServedImage(await ctx.app.inject({ method: 'GET', url }));
    }
  });

  test('an empty file input (no file chosen) is no photo', async () => {
    const response = await createAs(organizer, simpleForm(), {
      filename: '',
      type: 'application/octet-stream',
      bytes: new Uint8Array(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event.photo).toBeNull();
  });

  test('a text file named photo.png and sent as image/png is refused: "Please select an image file"', async () => {
    const response = await createAs(organizer, simpleForm({ title: 'Fake PNG' }), {
      filename: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('just some text, not a picture\n'.repeat(10)),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Please select an image file', field: 'photo' });
    expect(await eventCountTitled('Fake PNG')).toBe(0);
  });

  test('a PNG signature followed by garbage is refused', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(400, 1),
    ]);
    const response = await createAs(organizer, simpleForm(), { filename: 'x.png', type: 'image/png', bytes });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please select an image file');
  });

  test('a file over 5 MB is refused with 413 "Image size should be less than 5MB"', async () => {
    const png = (await pngPhoto()).bytes;
    const bytes = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    const response = await createAs(organizer, simpleForm({ title: 'Too big' }), {
      filename: 'big.png',
      type: 'image/png',
      bytes,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image size should be less than 5MB',
      field: 'photo',
    });
    expect(await eventCountTitled('Too big')).toBe(0);
  });

  test('only one photo, in the field "photo"', async () => {
    const two = await createAs(organizer, simpleForm(), await pngPhoto(), await pngPhoto('#ff0000'));
    expect(two.json()).toMatchObject({
      statusCode: 400,
      message: 'Only one image can be uploaded',
      field: 'photo',
    });
    const wrongField = await createAs(organizer, simpleForm(), { ...(await pngPhoto()), field: 'banner' });
    expect(wrongField.json()).toMatchObject({ statusCode: 400, message: 'Unexpected file field "banner"' });
  });

  test('a new photo replaces the old one (old files deleted); removePhoto=true removes it', async () => {
    const created = (await createAs(organizer, simpleForm(), await pngPhoto())).json().event;
    expect(existsSync(fileOf(created.photo))).toBe(true);

    const replaced = await editAs(organizer, created._id, simpleForm(), await pngPhoto('#00aa00', 'new.jpg'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = replaced.json().event;
    expect(afterReplace.photo).toMatch(STORED_PHOTO);
    expect(afterReplace.photo).not.toBe(created.photo);
    expect(existsSync(fileOf(created.photo))).toBe(false);
    expect(existsSync(fileOf(created.photoThumb))).toBe(false);
    expect(existsSync(fileOf(afterReplace.photoThumb))).toBe(true);

    const kept = await editAs(organizer, created._id, simpleForm({ title: 'Renamed' }));
    expect(kept.json().event.photo).toBe(afterReplace.photo);

    const removed = await editAs(organizer, created._id, simpleForm({ removePhoto: 'true' }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().event).toMatchObject({ photo: null, photoThumb: null });
    expect(existsSync(fileOf(afterReplace.photo))).toBe(false);
  });

  test('a failed edit keeps the old photo and leaves no new file behind', async () => {
    const created = (await createAs(organizer, simpleForm(), await pngPhoto())).json().event;
    await ctx.db.update(events).set({ availableSeats: 150 }).where(eq(events.id, created._id));
    const refused = await editAs(
      organizer,
      created._id,
      simpleForm({ totalSeats: '10' }),
      await pngPhoto('#ffffff'),
    );
    expect(refused.statusCode).toBe(409);
    expect(existsSync(fileOf(created.photo))).toBe(true);
    const current = await ctx.app.inject({ method: 'GET', url: `/api/events/${created._id}` });
    expect(current.json().photo).toBe(created.photo);
  });
});

describe('PATCH /api/events/{id}', () => {
  test('the organizer edits every field; 200 with the spec message', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const response = await editAs(
      organizer,
      id,
      simpleForm({
        title: 'Jazz Night II',
        price: '650',
        totalSeats: '80',
        useDefaultRefundPolicy: 'false',
        customRefundPolicy: JSON.stringify({ sevenDaysOrMore: 80, oneToDays: 20, lessThanDay: 0 }),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Event updated successfully',
      event: {
        _id: id,
        title: 'Jazz Night II',
        price: 650,
        totalSeats: 80,
        availableSeats: 80,
        customRefundPolicy: { sevenDaysOrMore: 80, oneToDays: 20, lessThanDay: 0, description: null },
      },
    });
  });

  test('validation applies on edit too, but a past date is allowed there', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const blank = await editAs(organizer, id, simpleForm({ city: '' }));
    expect(blank.json()).toMatchObject({ statusCode: 400, message: 'Please enter a city', field: 'city' });
    const past = await editAs(organizer, id, simpleForm({ date: daysFrom(new Date(), -2).toISOString() }));
    expect(past.statusCode, past.body).toBe(200);
  });

  test('another organizer gets 403; an admin may edit; anonymous gets 401', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const other = await editAs(otherOrganizer, id, simpleForm({ title: 'Hijacked' }));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You can only change your own events' });
    expect((await editAs(null, id, simpleForm())).statusCode).toBe(401);
    const byAdmin = await editAs(admin, id, simpleForm({ title: 'Fixed by admin' }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().event.organizerId._id).toBe(organizer.user.id);
  });

  test('total seats can never drop below the seats already sold', async () => {
    const { id } = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      totalSeats: 100,
      availableSeats: 88,
    });
    const refused = await editAs(organizer, id, simpleForm({ totalSeats: '11' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Total seats cannot be less than the 12 seats already sold',
      field: 'totalSeats',
    });
    const exactly = await editAs(organizer, id, simpleForm({ totalSeats: '12' }));
    expect(exactly.json().event).toMatchObject({ totalSeats: 12, availableSeats: 0, totalBooked: 12 });
    const more = await editAs(organizer, id, simpleForm({ totalSeats: '50' }));
    expect(more.json().event).toMatchObject({ totalSeats: 50, availableSeats: 38 });
  });

  test('categories keep their sold seats through renames, price changes and additions', async () => {
    const { id } = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      tiers: [
        { name: 'VIP', pricePaise: 500_000, seats: 10, available: 4 },
        { name: 'General', pricePaise: 150_000, seats: 100 },
      ],
    });
    const rows = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id));
    const general = rows.find((row) => row.name === 'General')!;

    const removeSold = await editAs(
      organizer,
      id,
      tieredForm([{ name: 'General', price: 1500, totalSeats: 100 }]),
    );
    expect(removeSold.statusCode).toBe(409);
    expect(removeSold.json().message).toBe(
      'The ticket category "VIP" cannot be removed because 6 seats have already been sold',
    );

    const shrinkSold = await editAs(
      organizer,
      id,
      tieredForm([
        { name: ' vip ', price: 5000, totalSeats: 5 },
        { name: 'General', price: 1500, totalSeats: 100 },
      ]),
    );
    expect(shrinkSold.statusCode).toBe(409);
    expect(shrinkSold.json().message).toBe(
      'Total seats for "vip" cannot be less than the 6 seats already sold',
    );

    const edited = await editAs(
      organizer,
      id,
      tieredForm([
        { name: 'Balcony', price: 300, totalSeats: 50 },
        { name: 'VIP', price: 4500.5, totalSeats: 12 },
        { _id: general.id, name: 'Standard', price: 1200, totalSeats: 90 },
      ]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const event = edited.json().event;
    expect(event).toMatchObject({ price: 300, totalSeats: 152, availableSeats: 146, totalBooked: 6 });
    expect(
      event.ticketCategories.map(
        (category: { _id: string; name: string; totalSeats: number; availableSeats: number }) => [
          category.name,
          category.totalSeats,
          category.availableSeats,
        ],
      ),
    ).toEqual([
      ['Balcony', 50, 50],
      ['VIP', 12, 6],
      ['Standard', 90, 90],
    ]);
    expect(event.ticketCategories[2]._id).toBe(general.id);

    const unsoldRemoved = await editAs(
      organizer,
      id,
      tieredForm([{ name: 'VIP', price: 4500, totalSeats: 6 }]),
    );
    expect(unsoldRemoved.json().event).toMatchObject({ totalSeats: 6, availableSeats: 0, price: 4500 });
  });

  /**
   * A seat sale as inventory.service makes one: the category row first, then the event row; it stays
   * open (holding its row locks) until `commitAfter`.
   */
  async function saleInProgress(eventId: string, seats: number, categoryId?: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markTaken!: () => void;
    const taken = new Promise<void>((resolve) => {
      markTaken = resolve;
    });
    const takeFromEvent = (tx: Parameters<Parameters<typeof ctx.db.transaction>[0]>[0]) =>
      tx
        .update(events)
        .set({ availableSeats: sql`${events.availableSeats} - ${seats}` })
        .where(eq(events.id, eventId));
    const done = ctx.db.transaction(async (tx) => {
      if (categoryId) {
        // Holds the category row while the edit starts; the event row is taken only afterwards.
        await tx
          .update(ticketCategories)
          .set({ availableSeats: sql`${ticketCategories.availableSeats} - ${seats}` })
          .where(eq(ticketCategories.id, categoryId));
        markTaken();
        await released;
        await takeFromEvent(tx);
      } else {
        await takeFromEvent(tx);
        markTaken();
        await released;
      }
    });
    await taken;
    return {
      async commitAfter(ms: number) {
        await new Promise((resolve) => setTimeout(resolve, ms));
        release();
        await done;
      },
    };
  }

  // PGlite is one connection, so two transactions cannot overlap there: these need PostgreSQL.
  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'an edit waits for a seat sale in progress and then counts its seats (simple price)',
    async () => {
      const { id } = await createEventRow(ctx, {
        organizerId: organizer.user.id,
        categoryId: music,
        totalSeats: 10,
        availableSeats: 10,
      });
      const sale = await saleInProgress(id, 8);
      const edit = editAs(organizer, id, simpleForm({ totalSeats: '5' }));
      await sale.commitAfter(300);
      const response = await edit;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Total seats cannot be less than the 8 seats already sold');
    },
  );

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'an edit waits for a category sale in progress, then counts it, without deadlocking',
    async () => {
      const { id } = await createEventRow(ctx, {
        organizerId: organizer.user.id,
        categoryId: music,
        tiers: [
          { name: 'VIP', pricePaise: 500_000, seats: 10 },
          { name: 'General', pricePaise: 100_000, seats: 50 },
        ],
      });
      const rows = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, id));
      const vipRow = rows.find((row) => row.name === 'VIP')!;
      const sale = await saleInProgress(id, 3, vipRow.id);
      const edit = editAs(
        organizer,
        id,
        tieredForm([
          { name: 'VIP', price: 5000, totalSeats: 2 },
          { name: 'General', price: 1000, totalSeats: 50 },
        ]),
      );
      await sale.commitAfter(300);
      const response = await edit;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(
        'Total seats for "VIP" cannot be less than the 3 seats already sold',
      );
    },
  );

  test('a category id of another event is refused', async () => {
    const mine = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      tiers: [{ name: 'Gold', pricePaise: 10_000, seats: 10 }],
    });
    const response = await editAs(
      organizer,
      mine.id,
      tieredForm([{ _id: UNKNOWN_ID, name: 'Gold', price: 100, totalSeats: 10 }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('ticketCategories');
  });

  test('the pricing mode can change only while no seat is sold', async () => {
    const unsold = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const switched = await editAs(
      organizer,
      unsold.id,
      tieredForm([{ name: 'Gold', price: 100, totalSeats: 10 }]),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().event).toMatchObject({ hasTicketCategories: true, price: 100, totalSeats: 10 });
    const back = await editAs(organizer, unsold.id, simpleForm({ totalSeats: '30' }));
    expect(back.json().event).toMatchObject({
      hasTicketCategories: false,
      ticketCategories: [],
      totalSeats: 30,
    });

    const sold = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      totalSeats: 100,
      availableSeats: 99,
    });
    const refused = await editAs(
      organizer,
      sold.id,
      tieredForm([{ name: 'Gold', price: 100, totalSeats: 10 }]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The pricing mode cannot be changed because 1 seat has already been sold',
      field: 'hasTicketCategories',
    });
  });

  test('a cancelled event refuses edits with 409', async () => {
    const { id } = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      cancelled: true,
    });
    const response = await editAs(organizer, id, simpleForm());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EVENT_CANCELLED',
      message: 'This event has been cancelled and can no longer be edited',
    });
  });

  test('a malformed id is 400 and an unknown one 404', async () => {
    expect((await editAs(organizer, 'not-an-id', simpleForm())).statusCode).toBe(400);
    const unknown = await editAs(organizer, UNKNOWN_ID, simpleForm());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Event not found');
  });
});

describe('DELETE /api/events/{id}', () => {
  const cancel = (as: TestUser | null, id: string, body?: object) =>
    injectAs(ctx, as, { method: 'DELETE', url: `/api/events/${id}`, ...(body ? { payload: body } : {}) });

  test('the organizer cancels with a reason (trimmed); the event says so', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const response = await cancel(organizer, id, { cancelledReason: '  Heavy rain  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Event cancelled successfully',
      event: { _id: id, cancelled: true, cancelledReason: 'Heavy rain' },
    });
  });

  test('without a body, or with a JSON content type and no body, the reason is empty', async () => {
    const first = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const noBody = await cancel(organizer, first.id);
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(noBody.json().event).toMatchObject({ cancelled: true, cancelledReason: null });

    const second = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const emptyJson = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${second.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
  });

  test('a cancelled event cannot be cancelled again (409), nor edited', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    expect((await cancel(organizer, id)).statusCode).toBe(200);
    const again = await cancel(organizer, id, { cancelledReason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EVENT_CANCELLED',
      message: 'This event has already been cancelled',
    });
    expect((await editAs(organizer, id, simpleForm())).statusCode).toBe(409);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    expect(row?.cancelledReason).toBeNull();
  });

  test('a past event cannot be cancelled', async () => {
    const { id } = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      date: daysFrom(new Date(), -1),
    });
    const response = await cancel(organizer, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EVENT_PAST', message: 'Past events cannot be cancelled' });
  });

  test('another organizer gets 403, anonymous 401; an admin may cancel any event', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const other = await cancel(otherOrganizer, id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only change your own events');
    expect((await cancel(null, id)).statusCode).toBe(401);
    const byAdmin = await cancel(admin, id, { cancelledReason: 'Reported as a scam' });
    expect(byAdmin.statusCode).toBe(200);
  });

  test('a reason over 500 characters is 400; malformed id 400; unknown id 404', async () => {
    const { id } = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const long = await cancel(organizer, id, { cancelledReason: 'x'.repeat(501) });
    expect(long.json()).toMatchObject({
      statusCode: 400,
      message: 'The reason must be at most 500 characters',
      field: 'cancelledReason',
    });
    expect((await cancel(organizer, 'nope')).statusCode).toBe(400);
    expect((await cancel(organizer, UNKNOWN_ID)).statusCode).toBe(404);
  });
});
