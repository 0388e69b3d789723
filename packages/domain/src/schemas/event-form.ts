import { z } from 'zod';
import { stateCodeOfCity } from '../rules/city-states';
import { INDIAN_STATES_BY_CODE } from '../rules/indian-states';
import { hasAtMostTwoDecimals } from '../rules/money';
import { DEFAULT_REFUND_TIERS } from '../rules/refund-policy';
import { DISALLOWED_CHARACTERS_MESSAGE, IdSchema, isCleanText, textInput } from './common';
import { type Event, EventSchema, MAX_TICKET_CATEGORIES } from './event';

/**
 * The event create/edit form (organizer-admin spec §2, §5), shared by the web form
 * (`zodResolver(EventFormSchema)`) and the API (which parses the multipart fields into the same input
 * shape first). Every rule and message lives here once.
 *
 * Numbers may arrive as numbers, numeric strings or blanks ('' / null / undefined / NaN, which is what
 * `valueAsNumber` gives for an empty input): a blank price or seat count means "not entered".
 * The date is an ISO-8601 date-time; one without a zone (a datetime-local value, 'YYYY-MM-DDTHH:mm')
 * is read as India Standard Time, so the browser's zone and the server's never matter.
 * The output is the normalized payload: trimmed text, numbers, only complete ticket categories
 * (name, price and seats), the custom refund policy only when the default is not used.
 */

/** Highest ticket price accepted, in rupees (prices are stored as integer paise). */
export const MAX_TICKET_PRICE_RUPEES = 10_00_000;
/** Highest seat count of one event or one ticket category. */
export const MAX_EVENT_SEATS = 10_00_000;
export const MAX_EVENT_TITLE_LENGTH = 200;
export const MAX_EVENT_DESCRIPTION_LENGTH = 5000;
export const MAX_CANCELLED_REASON_LENGTH = 500;
/** Largest event photo accepted (the spec: 'Image size should be less than 5MB'). */
export const MAX_EVENT_PHOTO_BYTES = 5 * 1024 * 1024;
/** Photo types the server accepts (it also checks the bytes). */
export const EVENT_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Zone-less date-times in the form are India Standard Time. */
export const INDIA_UTC_OFFSET = '+05:30';

export const EVENT_FORM_MESSAGES = {
  titleRequired: 'Please enter an event title',
  titleTooLong: `The title must be at most ${MAX_EVENT_TITLE_LENGTH} characters`,
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: `The description must be at most ${MAX_EVENT_DESCRIPTION_LENGTH} characters`,
  dateRequired: 'Please choose the event date and time',
  dateInPast: 'The event date must be in the future',
  categoryRequired: 'Please select a category',
  cityRequired: 'Please enter a city',
  cityTooLong: 'The city must be at most 100 characters',
  stateRequired: "Please choose the venue's state",
  venueRequired: 'Please select a venue using the map',
  venueTooLong: 'The venue name or address is too long',
  seatsInvalid: 'Total seats must be a positive integer',
  seatsTooMany: 'Total seats cannot be more than 10,00,000',
  priceInvalid: 'Price must be a non-negative number',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceTooHigh: 'Price cannot be more than ₹10,00,000',
  categoryNamesUnique: 'Ticket category names must be unique',
  categoryPriceInvalid: (name: string) => `Price for "${name}" must be a non-negative number`,
  categoryPriceDecimals: (name: string) => `Price for "${name}" can have at most 2 decimal places`,
  categoryPriceTooHigh: (name: string) => `Price for "${name}" cannot be more than ₹10,00,000`,
  categorySeatsInvalid: (name: string) => `Total seats for "${name}" must be a positive integer`,
  categorySeatsTooMany: (name: string) => `Total seats for "${name}" cannot be more than 10,00,000`,
  categoryNameTooLong: 'Ticket category names must be at most 60 characters',
  categoryDescriptionTooLong: 'Ticket category descriptions must be at most 300 characters',
  categoryFieldsInvalid: 'Ticket category prices and seats must be numbers',
  atLeastOneCompleteCategory: 'At least one complete ticket category is required',
  /** Shown by the form when the last row would be removed (the remove button is hidden then). */
  atLeastOneCategory: 'At least one ticket category is required',
  tooManyCategories: `Maximum ${MAX_TICKET_CATEGORIES} ticket categories allowed`,
  refundRange: 'Refund percentages must be between 0 and 100',
  refundWhole: 'Refund percentages must be whole numbers',
  refundDescriptionTooLong: 'The refund policy description must be at most 500 characters',
  photoNotImage: 'Please select an image file',
  photoTooLarge: 'Image size should be less than 5MB',
  cancelledReasonTooLong: `The reason must be at most ${MAX_CANCELLED_REASON_LENGTH} characters`,
} as const;

const M = EVENT_FORM_MESSAGES;

/** A number as a form holds it: a number, a numeric string, or blank. */
const NumberInput = z.union([z.number(), z.nan(), z.string()]).nullish();
type NumberInput = z.infer<typeof NumberInput>;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** null when blank, NaN when not a number, else the number. */
export function formNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/i;

/** The instant of a form date: ISO-8601 with a zone, or zone-less (India Standard Time). Null if invalid. */
export function parseEventDate(value: string | null | undefined): Date | null {
  const trimmed = value?.trim() ?? '';
  const match = DATE_TIME.exec(trimmed);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Date would roll 31 February over into March; a calendar that does not exist is refused.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  const date = new Date(match[7] ? trimmed : `${trimmed}${INDIA_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The 'YYYY-MM-DDTHH:mm' (India time) a datetime-local input shows for an instant. */
export function toIndiaDateTimeLocal(value: Date | string): string {
  const shifted = new Date(new Date(value).getTime() + 330 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}

/** True when the event date is strictly after now (new events only: editing keeps its date rules). */
export function isEventDateInFuture(date: Date | string, now: Date): boolean {
  return new Date(date).getTime() > now.getTime();
}

/** Text as typed; control characters are refused here, the form's rules below trim and bound it. */
const optionalText = (message: string, multiline = false) =>
  z
    .string({ error: message })
    .refine((value) => isCleanText(value, multiline), { error: DISALLOWED_CHARACTERS_MESSAGE })
    .nullish();

const VenueInputSchema = z
  .object(
    {
      name: optionalText(M.venueRequired),
      address: optionalText(M.venueRequired),
      coordinates: z
        .object(
          { lat: z.number({ error: M.venueRequired }), lng: z.number({ error: M.venueRequired }) },
          { error: M.venueRequired },
        )
        .nullish(),
      placeId: optionalText(M.venueRequired),
    },
    { error: M.venueRequired },
  )
  .nullish();

const TicketCategoryInputSchema = z.object(
  {
    /** The existing category's id when editing (seats sold stay with it). */
    _id: z.string({ error: 'Invalid ticket category id' }).nullish(),
    name: optionalText('Ticket category names must be text'),
    price: z.union([z.number(), z.nan(), z.string()], { error: M.categoryFieldsInvalid }).nullish(),
    totalSeats: z.union([z.number(), z.nan(), z.string()], { error: M.categoryFieldsInvalid }).nullish(),
    description: optionalText('Ticket category descriptions must be text', true),
  },
  { error: 'Each ticket category must be an object' },
);

const CustomRefundPolicyInputSchema = z
  .object(
    {
      sevenDaysOrMore: z.union([z.number(), z.nan(), z.string()], { error: M.refundRange }).nullish(),
      oneToDays: z.union([z.number(), z.nan(), z.string()], { error: M.refundRange }).nullish(),
      lessThanDay: z.union([z.number(), z.nan(), z.string()], { error: M.refundRange }).nullish(),
      description: optionalText('The refund policy description must be text', true),
    },
    { error: M.refundRange },
  )
  .nullish();

/** The form's values as held by the form (and as the API parser builds them from multipart fields). */
const EventFormBaseSchema = z.object({
  title: optionalText(M.titleRequired),
  description: optionalText(M.descriptionRequired, true),
  /** ISO-8601; zone-less means India Standard Time. */
  date: optionalText(M.dateRequired),
  categoryId: optionalText(M.categoryRequired),
  city: optionalText(M.cityRequired),
  /** The venue's GST state code ('27'); blank: the city's state, where the city names one. */
  stateCode: optionalText(M.stateRequired),
  venue: VenueInputSchema,
  hasTicketCategories: z.boolean({ error: 'hasTicketCategories must be true or false' }).nullish(),
  price: z.union([z.number(), z.nan(), z.string()], { error: M.priceInvalid }).nullish(),
  totalSeats: z.union([z.number(), z.nan(), z.string()], { error: M.seatsInvalid }).nullish(),
  ticketCategories: z
    .array(TicketCategoryInputSchema, { error: 'ticketCategories must be a list' })
    .max(50, { error: M.tooManyCategories })
    .nullish(),
  useDefaultRefundPolicy: z.boolean({ error: 'useDefaultRefundPolicy must be true or false' }).nullish(),
  customRefundPolicy: CustomRefundPolicyInputSchema,
});

export type EventFormInput = z.input<typeof EventFormBaseSchema>;
type BaseValues = z.output<typeof EventFormBaseSchema>;
type TicketCategoryInput = z.output<typeof TicketCategoryInputSchema>;

export interface EventFormTicketCategory {
  /** Set when the row is an existing category of the event being edited. */
  _id: string | null;
  name: string;
  /** Rupees, at most two decimals. */
  price: number;
  totalSeats: number;
  description: string | null;
}

export interface EventFormVenue {
  name: string;
  address: string | null;
  coordinates: { lat: number; lng: number } | null;
  placeId: string | null;
}

export interface EventFormRefundPolicy {
  sevenDaysOrMore: number;
  oneToDays: number;
  lessThanDay: number;
  description: string | null;
}

interface EventFormCommon {
  title: string;
  description: string;
  /** Normalized to UTC ISO-8601. */
  date: string;
  categoryId: string;
  city: string;
  /** The venue's GST state code: where admission is supplied (IGST Act section 12(6)). */
  stateCode: string;
  venue: EventFormVenue;
  useDefaultRefundPolicy: boolean;
  /** null when the default policy is used. */
  customRefundPolicy: EventFormRefundPolicy | null;
}

/** The validated, normalized event payload. */
export type EventFormValues = EventFormCommon &
  (
    | { hasTicketCategories: false; price: number; totalSeats: number; ticketCategories: [] }
    | {
        hasTicketCategories: true;
        price: null;
        totalSeats: null;
        ticketCategories: EventFormTicketCategory[];
      }
  );

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** A category row counts (and is sent) only with a name, a price and a seat count. */
export function isCompleteTicketCategory(row: TicketCategoryInput): boolean {
  return !blank(row.name) && formNumber(row.price) !== null && formNumber(row.totalSeats) !== null;
}

function priceProblem(price: number | null): 'invalid' | 'decimals' | 'too-high' | null {
  if (price === null || !Number.isFinite(price) || price < 0) return 'invalid';
  if (!hasAtMostTwoDecimals(price)) return 'decimals';
  if (price > MAX_TICKET_PRICE_RUPEES) return 'too-high';
  return null;
}

function seatsProblem(seats: number | null): 'invalid' | 'too-many' | null {
  if (seats === null || !Number.isInteger(seats) || seats < 1) return 'invalid';
  if (seats > MAX_EVENT_SEATS) return 'too-many';
  return null;
}

function checkEventForm(values: BaseValues, ctx: z.RefinementCtx, now: Date | null): void {
  const issue = (message: string, ...path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });

  if (blank(values.title)) issue(M.titleRequired, 'title');
  else if (values.title!.trim().length > MAX_EVENT_TITLE_LENGTH) issue(M.titleTooLong, 'title');

  if (blank(values.description)) issue(M.descriptionRequired, 'description');
  else if (values.description!.trim().length > MAX_EVENT_DESCRIPTION_LENGTH) {
    issue(M.descriptionTooLong, 'description');
  }

  const date = parseEventDate(values.date);
  if (!date) issue(M.dateRequired, 'date');
  else if (now && !isEventDateInFuture(date, now)) issue(M.dateInPast, 'date');

  if (blank(values.categoryId) || !IdSchema.safeParse(values.categoryId!.trim()).success) {
    issue(M.categoryRequired, 'categoryId');
  }

  if (blank(values.city)) issue(M.cityRequired, 'city');
  else if (values.city!.trim().length > 100) issue(M.cityTooLong, 'city');
  if (!blank(values.city) && venueStateCode(values.city, values.stateCode) === null) {
    issue(M.stateRequired, 'stateCode');
  }

  const venue = values.venue;
  const coordinates = venue?.coordinates;
  if (
    !venue ||
    blank(venue.name) ||
    (coordinates &&
      !(
        Number.isFinite(coordinates.lat) &&
        Number.isFinite(coordinates.lng) &&
        Math.abs(coordinates.lat) <= 90 &&
        Math.abs(coordinates.lng) <= 180
      ))
  ) {
    issue(M.venueRequired, 'venue');
  } else if (
    venue.name!.trim().length > 200 ||
    (venue.address ?? '').trim().length > 500 ||
    (venue.placeId ?? '').trim().length > 300
  ) {
    issue(M.venueTooLong, 'venue');
  }

  if (values.hasTicketCategories) {
    const rows = values.ticketCategories ?? [];
    const seen = new Set<string>();
    let complete = 0;
    rows.forEach((row, index) => {
      if (!isCompleteTicketCategory(row)) return;
      complete += 1;
      const name = row.name!.trim();
      const key = name.toLowerCase();
      if (seen.has(key)) issue(M.categoryNamesUnique, 'ticketCategories', index, 'name');
      seen.add(key);
      if (name.length > 60) issue(M.categoryNameTooLong, 'ticketCategories', index, 'name');
      const price = priceProblem(formNumber(row.price));
      if (price === 'invalid') issue(M.categoryPriceInvalid(name), 'ticketCategories', index, 'price');
      if (price === 'decimals') issue(M.categoryPriceDecimals(name), 'ticketCategories', index, 'price');
      if (price === 'too-high') issue(M.categoryPriceTooHigh(name), 'ticketCategories', index, 'price');
      const seats = seatsProblem(formNumber(row.totalSeats));
      if (seats === 'invalid') issue(M.categorySeatsInvalid(name), 'ticketCategories', index, 'totalSeats');
      if (seats === 'too-many') issue(M.categorySeatsTooMany(name), 'ticketCategories', index, 'totalSeats');
      if ((row.description ?? '').trim().length > 300) {
        issue(M.categoryDescriptionTooLong, 'ticketCategories', index, 'description');
      }
    });
    if (complete === 0) issue(M.atLeastOneCompleteCategory, 'ticketCategories');
    if (complete > MAX_TICKET_CATEGORIES) issue(M.tooManyCategories, 'ticketCategories');
  } else {
    const price = priceProblem(formNumber(values.price));
    if (price === 'invalid') issue(M.priceInvalid, 'price');
    if (price === 'decimals') issue(M.priceDecimals, 'price');
    if (price === 'too-high') issue(M.priceTooHigh, 'price');
    const seats = seatsProblem(formNumber(values.totalSeats));
    if (seats === 'invalid') issue(M.seatsInvalid, 'totalSeats');
    if (seats === 'too-many') issue(M.seatsTooMany, 'totalSeats');
  }

  if (values.useDefaultRefundPolicy === false) {
    const policy = values.customRefundPolicy;
    for (const key of ['sevenDaysOrMore', 'oneToDays', 'lessThanDay'] as const) {
      const percentage = formNumber(policy?.[key]);
      if (percentage === null || !Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
        issue(M.refundRange, 'customRefundPolicy', key);
      } else if (!Number.isInteger(percentage)) {
        issue(M.refundWhole, 'customRefundPolicy', key);
      }
    }
    if ((policy?.description ?? '').trim().length > 500) {
      issue(M.refundDescriptionTooLong, 'customRefundPolicy', 'description');
    }
  }
}

/** The state chosen, when it is one; else the city's, where the city names one; else null (the form asks). */
export function venueStateCode(
  city: string | null | undefined,
  stateCode: string | null | undefined,
): string | null {
  const chosen = stateCode?.trim() ?? '';
  if (chosen !== '') return INDIAN_STATES_BY_CODE.has(chosen) ? chosen : null;
  return city ? stateCodeOfCity(city) : null;
}

/** Called only on values checkEventForm accepted. */
function normalizeEventForm(values: BaseValues): EventFormValues {
  const venue = values.venue!;
  const common: EventFormCommon = {
    title: values.title!.trim(),
    description: values.description!.trim(),
    date: parseEventDate(values.date)!.toISOString(),
    categoryId: values.categoryId!.trim().toLowerCase(),
    city: values.city!.trim(),
    stateCode: venueStateCode(values.city, values.stateCode)!,
    venue: {
      name: venue.name!.trim(),
      address: trimmedOrNull(venue.address),
      coordinates: venue.coordinates ? { lat: venue.coordinates.lat, lng: venue.coordinates.lng } : null,
      placeId: trimmedOrNull(venue.placeId),
    },
    useDefaultRefundPolicy: values.useDefaultRefundPolicy !== false,
    customRefundPolicy:
      values.useDefaultRefundPolicy === false
        ? {
            sevenDaysOrMore: formNumber(values.customRefundPolicy?.sevenDaysOrMore)!,
            oneToDays: formNumber(values.customRefundPolicy?.oneToDays)!,
            lessThanDay: formNumber(values.customRefundPolicy?.lessThanDay)!,
            description: trimmedOrNull(values.customRefundPolicy?.description),
          }
        : null,
  };
  if (!values.hasTicketCategories) {
    return {
      ...common,
      hasTicketCategories: false,
      price: formNumber(values.price)!,
      totalSeats: formNumber(values.totalSeats)!,
      ticketCategories: [],
    };
  }
  return {
    ...common,
    hasTicketCategories: true,
    price: null,
    totalSeats: null,
    ticketCategories: (values.ticketCategories ?? []).filter(isCompleteTicketCategory).map((row) => ({
      _id: trimmedOrNull(row._id),
      name: row.name!.trim(),
      price: formNumber(row.price)!,
      totalSeats: formNumber(row.totalSeats)!,
      description: trimmedOrNull(row.description),
    })),
  };
}

function buildEventFormSchema(now: (() => Date) | null) {
  return EventFormBaseSchema.superRefine((values, ctx) =>
    checkEventForm(values, ctx, now ? now() : null),
  ).transform(normalizeEventForm);
}

/**
 * The event form for editing: every §5 rule, no rule on the date beyond being a valid date-time
 * (an edited event keeps whatever date its organizer sets; see docs/decisions/0007).
 */
export const EventFormSchema = buildEventFormSchema(null);

/** The event form for a new event: the same rules, plus 'The event date must be in the future'. */
export function createEventFormSchema(now: () => Date = () => new Date()) {
  return buildEventFormSchema(now);
}

/**
 * The multipart text fields the API expects for a validated form (spec §7): venue, ticketCategories
 * and customRefundPolicy as JSON, booleans as 'true'/'false'; ticket categories only in category
 * mode, price and totalSeats only in simple mode, customRefundPolicy only when not using the default.
 * The photo goes in a file field 'photo'; `removePhoto: 'true'` removes the current one on edit.
 */
export function eventFormFields(values: EventFormValues): Record<string, string> {
  const fields: Record<string, string> = {
    title: values.title,
    description: values.description,
    date: values.date,
    categoryId: values.categoryId,
    city: values.city,
    stateCode: values.stateCode,
    venue: JSON.stringify(values.venue),
    hasTicketCategories: String(values.hasTicketCategories),
    useDefaultRefundPolicy: String(values.useDefaultRefundPolicy),
  };
  if (values.hasTicketCategories) {
    fields.ticketCategories = JSON.stringify(values.ticketCategories);
  } else {
    fields.price = String(values.price);
    fields.totalSeats = String(values.totalSeats);
  }
  if (!values.useDefaultRefundPolicy && values.customRefundPolicy) {
    fields.customRefundPolicy = JSON.stringify(values.customRefundPolicy);
  }
  return fields;
}

/** An empty row of the ticket-category list. */
export const EMPTY_TICKET_CATEGORY_ROW = { _id: null, name: '', price: '', totalSeats: '', description: '' };

/** A new form: simple pricing, the default refund policy (custom values preset to 100/50/0). */
export const EMPTY_EVENT_FORM = {
  title: '',
  description: '',
  date: '',
  categoryId: '',
  city: '',
  stateCode: '',
  venue: null,
  hasTicketCategories: false,
  price: '',
  totalSeats: '',
  ticketCategories: [EMPTY_TICKET_CATEGORY_ROW],
  useDefaultRefundPolicy: true,
  customRefundPolicy: { ...DEFAULT_REFUND_TIERS, description: '' },
} satisfies EventFormInput;

/** The form values of an existing event, for the edit form (the date as India-time datetime-local). */
export function eventToFormInput(event: Event) {
  return {
    title: event.title,
    description: event.description,
    date: toIndiaDateTimeLocal(event.date),
    categoryId: event.categoryId?._id ?? '',
    city: event.city,
    stateCode: event.stateCode ?? '',
    venue: { ...event.venue },
    hasTicketCategories: event.hasTicketCategories,
    price: event.hasTicketCategories ? '' : String(event.price),
    totalSeats: event.hasTicketCategories ? '' : String(event.totalSeats),
    ticketCategories:
      event.ticketCategories.length > 0
        ? event.ticketCategories.map((category) => ({
            _id: category._id,
            name: category.name,
            price: String(category.price),
            totalSeats: String(category.totalSeats),
            description: category.description ?? '',
          }))
        : [EMPTY_TICKET_CATEGORY_ROW],
    useDefaultRefundPolicy: event.useDefaultRefundPolicy,
    customRefundPolicy: event.customRefundPolicy
      ? { ...event.customRefundPolicy, description: event.customRefundPolicy.description ?? '' }
      : { ...DEFAULT_REFUND_TIERS, description: '' },
  } satisfies EventFormInput;
}

/** The spec's message for a chosen photo that cannot be sent, or null when it is fine. */
export function eventPhotoProblem(file: { type: string; size: number }): string | null {
  if (!(EVENT_PHOTO_TYPES as readonly string[]).includes(file.type)) return M.photoNotImage;
  if (file.size > MAX_EVENT_PHOTO_BYTES) return M.photoTooLarge;
  return null;
}

/** Body of DELETE /api/events/{id}: optional, and so is the reason (trimmed; blank means none). */
export const CancelEventBodySchema = z
  .object({
    cancelledReason: textInput({
      max: MAX_CANCELLED_REASON_LENGTH,
      multiline: true,
      notText: 'The reason must be text',
      tooLong: M.cancelledReasonTooLong,
    })
      .nullish()
      .transform((reason) => (reason ? reason : null)),
  })
  .nullish();
export type CancelEventBody = z.input<typeof CancelEventBodySchema>;

/** Answer of POST, PATCH and DELETE /api/events: the spec's message and the event as it now is. */
export const EventMutationResponseSchema = z.object({ message: z.string(), event: EventSchema });
export type EventMutationResponse = z.infer<typeof EventMutationResponseSchema>;
