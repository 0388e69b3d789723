import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from './common';

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
export const EventListQuerySchema = z.object({
  /** Case-insensitive substring of the title. */
  search: z.string().trim().max(100).optional(),
  /** Category id. */
  category: z.union([z.literal(''), IdSchema]).optional(),
  /** Exact city. */
  city: z.string().trim().max(100).optional(),
  /** A calendar day, YYYY-MM-DD, in India Standard Time. */
  date: z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })])
    .optional(),
  /** Price at most this many rupees. */
  maxPrice: z
    .union([z.literal(''), z.coerce.number().min(0, { error: 'maxPrice must be 0 or more' })])
    .optional(),
  /** 'me' (the signed-in organizer) or an organizer id. */
  organizer: z.union([z.literal('me'), IdSchema]).optional(),
  /** true: only non-cancelled events dated now or later. */
  upcoming: trueFalse.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export type EventListQuery = z.input<typeof EventListQuerySchema>;

export const SeatsResponseSchema = z.object({ remainingSeats: z.number().int() });
