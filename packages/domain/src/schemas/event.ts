import { z } from 'zod';
import { maxPriceMessage, readMaxPrice } from '../rules/max-price';
import { IdSchema, IsoDateTimeSchema, textInput } from './common';
import { PaginationSchema, pageQueryField } from './paging';

export const MAX_TICKET_CATEGORIES = 5;

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const VenueSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  coordinates: CoordinatesSchema.nullable(),
  placeId: z.string().nullable(),
});
export type Venue = z.infer<typeof VenueSchema>;

export const TicketCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Rupees. */
  price: z.number(),
  totalSeats: z.number().int(),
  availableSeats: z.number().int(),
});
export type TicketCategory = z.infer<typeof TicketCategorySchema>;

export const CustomRefundPolicySchema = z.object({
  sevenDaysOrMore: z.number().int().min(0).max(100),
  oneToDays: z.number().int().min(0).max(100),
  lessThanDay: z.number().int().min(0).max(100),
  description: z.string().nullable(),
});
export type CustomRefundPolicy = z.infer<typeof CustomRefundPolicySchema>;

export const EventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Public path of the large image, or null. */
  photo: z.string().nullable(),
  /** Public path of the card-sized image, or null. */
  photoThumb: z.string().nullable(),
  date: IsoDateTimeSchema,
  city: z.string(),
  /** The venue's GST state code ('27'); null for an event made before states were asked. */
  stateCode: z.string().nullable(),
  /** Rupees: the single price, or the lowest ticket-category price. */
  price: z.number(),
  categoryId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  venue: VenueSchema,
  totalSeats: z.number().int(),
  availableSeats: z.number().int(),
  totalBooked: z.number().int(),
  cancelled: z.boolean(),
  cancelledReason: z.string().nullable(),
  hasTicketCategories: z.boolean(),
  ticketCategories: z.array(TicketCategorySchema),
  useDefaultRefundPolicy: z.boolean(),
  customRefundPolicy: CustomRefundPolicySchema.nullable(),
  organizerId: z.object({ _id: z.string(), name: z.string() }),
  createdAt: IsoDateTimeSchema,
});
export type Event = z.infer<typeof EventSchema>;

const trueFalse = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Query of GET /api/events: the spec's client-side filters, also accepted by the server. */
export const EventListQuerySchema = z
  .object({
    /** Case-insensitive substring of the title. */
    search: textInput({ max: 100 }).optional(),
    /** The category's id, name (any case) or slug (rules/category-reference.ts); the route resolves it. */
    category: textInput({ max: 100 }).optional(),
    /** Exact city. */
    city: textInput({ max: 100 }).optional(),
    /** A calendar day, YYYY-MM-DD, in India Standard Time. */
    date: z
      .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })])
      .optional(),
    /** Price at most this many rupees (rules/max-price.ts); blank is no limit. */
    maxPrice: z
      .string()
      .transform((text, context) => {
        const reading = readMaxPrice(text);
        if (reading.ok) return reading.rupees;
        context.addIssue({ code: 'custom', message: maxPriceMessage(reading.problem, 'maxPrice') });
        return z.NEVER;
      })
      .optional(),
    /** 'me' (the signed-in organizer) or an organizer id. */
    organizer: z.union([z.literal('me'), IdSchema]).optional(),
    /** true: only non-cancelled events dated now or later. */
    upcoming: trueFalse.optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    /**
     * 1-based page number. With it the answer is one page ({events, pagination}) of card-sized events, `limit`
     * (default EVENT_PAGE_SIZE, at most EVENT_PAGE_SIZE_MAX) to a page; without it, the full array as before.
     */
    page: pageQueryField.max(100_000, { error: 'page must be at most 100000' }).optional(),
  })
  .superRefine((query, context) => {
    if (query.page !== undefined && query.limit !== undefined && query.limit > EVENT_PAGE_SIZE_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['limit'],
        message: `limit must be at most ${EVENT_PAGE_SIZE_MAX} when paging`,
      });
    }
  });
export type EventListQuery = z.input<typeof EventListQuerySchema>;

/** Events on one page of the event list (four rows of three cards), and the most one page may ask for. */
export const EVENT_PAGE_SIZE = 12;
export const EVENT_PAGE_SIZE_MAX = 48;
/** A card's description is cut to about this many characters (the card shows two lines of it). */
export const EVENT_CARD_DESCRIPTION_LENGTH = 200;

/** What an event card shows, and no more: the paged list answers these. */
export const EventCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The start of the description, cut at a word with '…' when longer than EVENT_CARD_DESCRIPTION_LENGTH. */
  description: z.string(),
  photo: z.string().nullable(),
  photoThumb: z.string().nullable(),
  date: IsoDateTimeSchema,
  city: z.string(),
  /** Rupees: the single price, or the lowest ticket-category price. */
  price: z.number(),
  categoryId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  venue: z.object({ name: z.string() }),
  hasTicketCategories: z.boolean(),
  /** Only the prices: the card's badge reads the lowest, and whether any is paid. */
  ticketCategories: z.array(z.object({ price: z.number() })),
});
export type EventCard = z.infer<typeof EventCardSchema>;

/** GET /api/events?page=N: one page of cards, with the total of events matching the filters. */
/**
 * The most matches a page of the event list counts, and the furthest it pages: past it the total is "1,000 or more"
 * (`totalIsAtLeast`), so a list costs the same on a catalogue of a million events as on one of a thousand
 * (decision 0045).
 */
export const EVENT_COUNT_LIMIT = 1000;

/**
 * The same for a search by title: a common word is counted by reading titles until the limit is reached (about
 * twenty for each match of a word in one title in twenty), so a search counts to 100 ("100+") and pages no further
 * (decision 0048).
 */
export const EVENT_SEARCH_COUNT_LIMIT = 100;

export const EventPageSchema = z.object({
  events: z.array(EventCardSchema),
  pagination: PaginationSchema.extend({
    /**
     * True when more events match than EVENT_COUNT_LIMIT (EVENT_SEARCH_COUNT_LIMIT for a search): `total` is that
     * limit, and the pages stop at it.
     */
    totalIsAtLeast: z.boolean().optional(),
  }),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/** GET /api/events/cities: the distinct cities of upcoming events, the soonest event's city first. */
export const EventCitiesSchema = z.array(z.string());

export const SeatsResponseSchema = z.object({ remainingSeats: z.number().int() });
export type SeatsResponse = z.infer<typeof SeatsResponseSchema>;
