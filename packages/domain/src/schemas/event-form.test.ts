import { describe, expect, test } from 'vitest';
import type { Event } from './event';
import {
  CancelEventBodySchema,
  createEventFormSchema,
  EMPTY_EVENT_FORM,
  EVENT_FORM_MESSAGES,
  type EventFormInput,
  EventFormSchema,
  eventFormFields,
  eventPhotoProblem,
  eventToFormInput,
  formNumber,
  parseEventDate,
  toIndiaDateTimeLocal,
} from './event-form';

const NOW = new Date('2030-01-01T00:00:00Z');
const createSchema = createEventFormSchema(() => NOW);
const CATEGORY_ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

const simple: EventFormInput = {
  title: '  Jazz Night ',
  description: 'Live jazz by the sea',
  date: '2030-02-01T19:30:00+05:30',
  categoryId: CATEGORY_ID,
  city: ' Mumbai ',
  venue: {
    name: 'NCPA',
    address: 'Nariman Point, Mumbai',
    coordinates: { lat: 18.925, lng: 72.82 },
    placeId: 'osm:123',
  },
  hasTicketCategories: false,
  price: 499.5,
  totalSeats: 200,
  ticketCategories: [],
  useDefaultRefundPolicy: true,
};

const tiered: EventFormInput = {
  ...simple,
  hasTicketCategories: true,
  price: '',
  totalSeats: '',
  ticketCategories: [
    { name: 'VIP', price: 2500, totalSeats: 20, description: 'Front rows' },
    { name: 'General', price: '799.99', totalSeats: '300', description: '' },
  ],
};

function messages(input: unknown, schema: { safeParse(value: unknown): unknown } = createSchema): string[] {
  const result = schema.safeParse(input) as { success: boolean; error?: { issues: { message: string }[] } };
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('EventFormSchema: valid forms', () => {
  test('a simple-price form is normalized: trimmed text, UTC date, numbers, no categories', () => {
    const values = createSchema.parse(simple);
    expect(values).toEqual({
      title: 'Jazz Night',
      description: 'Live jazz by the sea',
      date: '2030-02-01T14:00:00.000Z',
      categoryId: CATEGORY_ID,
      city: 'Mumbai',
      stateCode: '27',
      venue: simple.venue,
      hasTicketCategories: false,
      price: 499.5,
      totalSeats: 200,
      ticketCategories: [],
      useDefaultRefundPolicy: true,
      customRefundPolicy: null,
    });
  });

  test('category mode keeps only complete categories (name, price and seats); price 0 counts', () => {
    const values = createSchema.parse({
      ...tiered,
      ticketCategories: [
        ...(tiered.ticketCategories ?? []),
        { name: 'Free', price: 0, totalSeats: 10 },
        { name: '  ', price: 100, totalSeats: 10 },
        { name: 'No price', price: '', totalSeats: 10 },
        { name: 'No seats', price: 100, totalSeats: Number.NaN },
      ],
    });
    expect(values.hasTicketCategories).toBe(true);
    expect(values.price).toBeNull();
    expect(values.ticketCategories).toEqual([
      { _id: null, name: 'VIP', price: 2500, totalSeats: 20, description: 'Front rows' },
      { _id: null, name: 'General', price: 799.99, totalSeats: 300, description: null },
      { _id: null, name: 'Free', price: 0, totalSeats: 10, description: null },
    ]);
  });

  test('a custom refund policy is kept only when the default is not used', () => {
    const custom = createSchema.parse({
      ...simple,
      useDefaultRefundPolicy: false,
      customRefundPolicy: { sevenDaysOrMore: '90', oneToDays: 40, lessThanDay: 0, description: ' Firm ' },
    });
    expect(custom.customRefundPolicy).toEqual({
      sevenDaysOrMore: 90,
      oneToDays: 40,
      lessThanDay: 0,
      description: 'Firm',
    });
    const fallback = createSchema.parse({
      ...simple,
      customRefundPolicy: { sevenDaysOrMore: 500, oneToDays: 40, lessThanDay: 0 },
    });
    expect(fallback.customRefundPolicy).toBeNull();
  });

  test('a zone-less date-time (datetime-local) is India Standard Time', () => {
    expect(createSchema.parse({ ...simple, date: '2030-02-01T19:30' }).date).toBe('2030-02-01T14:00:00.000Z');
    expect(parseEventDate('2030-02-01T19:30:00Z')?.toISOString()).toBe('2030-02-01T19:30:00.000Z');
    expect(parseEventDate('01/02/2030')).toBeNull();
    expect(parseEventDate('2030-02-31T10:00Z')).toBeNull();
    expect(toIndiaDateTimeLocal('2030-02-01T14:00:00.000Z')).toBe('2030-02-01T19:30');
  });

  test('a past date is fine when editing but not when creating', () => {
    const past = { ...simple, date: '2029-12-31T23:59:00Z' };
    expect(EventFormSchema.safeParse(past).success).toBe(true);
    expect(messages(past)).toEqual([EVENT_FORM_MESSAGES.dateInPast]);
    expect(messages({ ...simple, date: NOW.toISOString() })).toEqual([EVENT_FORM_MESSAGES.dateInPast]);
  });
});

describe('EventFormSchema: every message of spec §5', () => {
  test.each<[string, EventFormInput, string]>([
    ['title blank', { ...simple, title: '  ' }, 'Please enter an event title'],
    ['title missing', { ...simple, title: undefined }, 'Please enter an event title'],
    ['description blank', { ...simple, description: '' }, 'Please enter a description'],
    ['date missing', { ...simple, date: '' }, 'Please choose the event date and time'],
    ['date malformed', { ...simple, date: 'tomorrow' }, 'Please choose the event date and time'],
    ['category missing', { ...simple, categoryId: '' }, 'Please select a category'],
    ['category not an id', { ...simple, categoryId: 'music' }, 'Please select a category'],
    ['city blank', { ...simple, city: ' ' }, 'Please enter a city'],
    ['venue missing', { ...simple, venue: null }, 'Please select a venue using the map'],
    ['venue without a name', { ...simple, venue: { name: ' ' } }, 'Please select a venue using the map'],
    [
      'venue coordinates out of range',
      { ...simple, venue: { name: 'X', coordinates: { lat: 100, lng: 0 } } },
      'Please select a venue using the map',
    ],
    ['seats zero', { ...simple, totalSeats: 0 }, 'Total seats must be a positive integer'],
    ['seats fractional', { ...simple, totalSeats: '2.5' }, 'Total seats must be a positive integer'],
    ['seats blank', { ...simple, totalSeats: '' }, 'Total seats must be a positive integer'],
    ['price negative', { ...simple, price: -1 }, 'Price must be a non-negative number'],
    ['price not a number', { ...simple, price: 'free' }, 'Price must be a non-negative number'],
    ['price blank', { ...simple, price: Number.NaN }, 'Price must be a non-negative number'],
    ['price with 3 decimals', { ...simple, price: 10.555 }, 'Price can have at most 2 decimal places'],
    [
      'duplicate category names (case and spaces ignored)',
      {
        ...tiered,
        ticketCategories: [
          { name: 'VIP', price: 10, totalSeats: 1 },
          { name: ' vip ', price: 20, totalSeats: 2 },
        ],
      },
      'Ticket category names must be unique',
    ],
    [
      'category price negative',
      { ...tiered, ticketCategories: [{ name: 'Gold', price: -5, totalSeats: 10 }] },
      'Price for "Gold" must be a non-negative number',
    ],
    [
      'category seats not positive',
      { ...tiered, ticketCategories: [{ name: 'Gold', price: 5, totalSeats: 0 }] },
      'Total seats for "Gold" must be a positive integer',
    ],
    [
      'no complete category',
      { ...tiered, ticketCategories: [{ name: 'Gold', price: '', totalSeats: 10 }] },
      'At least one complete ticket category is required',
    ],
    [
      'no category at all',
      { ...tiered, ticketCategories: [] },
      'At least one complete ticket category is required',
    ],
    [
      'six categories',
      {
        ...tiered,
        ticketCategories: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, price: 1, totalSeats: 1 })),
      },
      'Maximum 5 ticket categories allowed',
    ],
    [
      'refund percentage over 100',
      {
        ...simple,
        useDefaultRefundPolicy: false,
        customRefundPolicy: { sevenDaysOrMore: 101, oneToDays: 50, lessThanDay: 0 },
      },
      'Refund percentages must be between 0 and 100',
    ],
    [
      'refund percentage negative',
      {
        ...simple,
        useDefaultRefundPolicy: false,
        customRefundPolicy: { sevenDaysOrMore: 100, oneToDays: -1, lessThanDay: 0 },
      },
      'Refund percentages must be between 0 and 100',
    ],
    [
      'custom policy missing',
      { ...simple, useDefaultRefundPolicy: false, customRefundPolicy: null },
      'Refund percentages must be between 0 and 100',
    ],
  ])('%s: "%s"', (_name, input, message) => {
    expect(messages(input)[0]).toBe(message);
  });

  test('the issues carry the path of the field at fault, so the form shows them in place', () => {
    const result = createSchema.safeParse({
      ...tiered,
      ticketCategories: [
        { name: 'Gold', price: 5, totalSeats: 1 },
        { name: 'Silver', price: -1, totalSeats: 1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ticketCategories', 1, 'price']);
  });

  test('every failing field is reported at once, in form order', () => {
    expect(messages({ hasTicketCategories: false })).toEqual([
      'Please enter an event title',
      'Please enter a description',
      'Please choose the event date and time',
      'Please select a category',
      'Please enter a city',
      'Please select a venue using the map',
      'Price must be a non-negative number',
      'Total seats must be a positive integer',
    ]);
  });

  test('wrong types get the field message, never a generic zod text', () => {
    expect(messages({ ...simple, title: 42 })).toEqual(['Please enter an event title']);
    expect(messages({ ...simple, venue: 'NCPA' })).toEqual(['Please select a venue using the map']);
    expect(messages({ ...simple, price: true })).toEqual(['Price must be a non-negative number']);
  });
});

describe('helpers', () => {
  test('formNumber reads numbers, numeric strings and blanks', () => {
    expect([
      formNumber(5),
      formNumber(' 7.25 '),
      formNumber(''),
      formNumber(null),
      formNumber(Number.NaN),
    ]).toEqual([5, 7.25, null, null, null]);
    expect(formNumber('1e3')).toBeNaN();
    expect(formNumber('0x10')).toBeNaN();
  });

  test('eventFormFields sends the spec payload: JSON for objects, only what the mode needs', () => {
    const simpleFields = eventFormFields(createSchema.parse(simple));
    expect(simpleFields).toMatchObject({ price: '499.5', totalSeats: '200', hasTicketCategories: 'false' });
    expect(simpleFields).not.toHaveProperty('ticketCategories');
    expect(simpleFields).not.toHaveProperty('customRefundPolicy');
    expect(JSON.parse(simpleFields.venue!)).toEqual(simple.venue);

    const tieredFields = eventFormFields(
      createSchema.parse({
        ...tiered,
        useDefaultRefundPolicy: false,
        customRefundPolicy: { sevenDaysOrMore: 80, oneToDays: 30, lessThanDay: 0 },
      }),
    );
    expect(tieredFields).not.toHaveProperty('price');
    expect(JSON.parse(tieredFields.ticketCategories!)).toHaveLength(2);
    expect(JSON.parse(tieredFields.customRefundPolicy!)).toMatchObject({ sevenDaysOrMore: 80 });
  });

  test('an existing event round-trips through the edit form', () => {
    const event: Event = {
      _id: 'e1',
      title: 'Jazz Night',
      description: 'Live jazz',
      photo: null,
      photoThumb: null,
      date: '2030-02-01T14:00:00.000Z',
      city: 'Mumbai',
      stateCode: '27',
      price: 799.99,
      categoryId: { _id: CATEGORY_ID, name: 'Music' },
      venue: { name: 'NCPA', address: null, coordinates: null, placeId: null },
      totalSeats: 320,
      availableSeats: 300,
      totalBooked: 20,
      cancelled: false,
      cancelledReason: null,
      hasTicketCategories: true,
      ticketCategories: [
        { _id: 'c1', name: 'VIP', description: null, price: 2500, totalSeats: 20, availableSeats: 0 },
        {
          _id: 'c2',
          name: 'General',
          description: 'Floor',
          price: 799.99,
          totalSeats: 300,
          availableSeats: 300,
        },
      ],
      useDefaultRefundPolicy: true,
      customRefundPolicy: null,
      organizerId: { _id: 'o1', name: 'Priya' },
      createdAt: '2029-01-01T00:00:00.000Z',
    };
    const values = EventFormSchema.parse(eventToFormInput(event));
    expect(values.date).toBe(event.date);
    expect(values.ticketCategories).toEqual([
      { _id: 'c1', name: 'VIP', price: 2500, totalSeats: 20, description: null },
      { _id: 'c2', name: 'General', price: 799.99, totalSeats: 300, description: 'Floor' },
    ]);
    expect(eventToFormInput(event).customRefundPolicy).toEqual({
      sevenDaysOrMore: 100,
      oneToDays: 50,
      lessThanDay: 0,
      description: '',
    });
  });

  test('an empty form starts in simple mode with the default policy and is not yet valid', () => {
    expect(EMPTY_EVENT_FORM.useDefaultRefundPolicy).toBe(true);
    expect(EMPTY_EVENT_FORM.ticketCategories).toHaveLength(1);
    expect(createSchema.safeParse(EMPTY_EVENT_FORM).success).toBe(false);
  });

  test('eventPhotoProblem: PNG, JPEG and WebP up to 5 MB', () => {
    expect(eventPhotoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(eventPhotoProblem({ type: 'image/gif', size: 1000 })).toBe('Please select an image file');
    expect(eventPhotoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(eventPhotoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });

  test('the cancel body is optional; the reason is trimmed, blank means none, at most 500 characters', () => {
    expect(CancelEventBodySchema.parse(undefined)).toBeUndefined();
    expect(CancelEventBodySchema.parse({})).toEqual({ cancelledReason: null });
    expect(CancelEventBodySchema.parse({ cancelledReason: '  Rain  ' })).toEqual({ cancelledReason: 'Rain' });
    expect(CancelEventBodySchema.parse({ cancelledReason: '   ' })).toEqual({ cancelledReason: null });
    expect(
      CancelEventBodySchema.safeParse({ cancelledReason: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe('The reason must be at most 500 characters');
  });
});
