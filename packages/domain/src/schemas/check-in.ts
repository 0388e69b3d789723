import { z } from 'zod';
import { AnswerSchema, TicketHolderSchema } from './checkout-question';
import { IdSchema, IsoDateTimeSchema, textInput } from './common';
import { DeviceIdSchema } from './door';
import { keysetCursorField } from './keyset-cursor';

/** How a ticket reached the door: read by the camera scanner, or typed/pasted by hand. */
export const CheckInMethodSchema = z.enum(['camera', 'manual']);
export type CheckInMethod = z.infer<typeof CheckInMethodSchema>;

/** How a check-in was made: online by camera or by hand, or by a door without a network (synced later). */
export const VerifyMethodSchema = z.enum(['camera', 'manual', 'offline']);
export type VerifyMethod = z.infer<typeof VerifyMethodSchema>;

/**
 * Body of POST /api/bookings/verify. `qrData` is what the scanner read or the person typed:
 * the signed QR JSON `{"ticketId","eventId","sig"}`, a bare ticket id, or the manual wrapper
 * `{"ticketId","eventId","timestamp"}` (spec §5: text not starting with `{` is a ticket id).
 */
export const VerifyTicketBodySchema = z.object({
  qrData: textInput({
    max: 2000,
    required: 'Please enter QR data or ticket ID.',
    tooLong: 'QR data is too long',
  }),
  eventId: IdSchema,
  method: CheckInMethodSchema.optional(),
  /**
   * The scan's id from a door that may go offline (decision 0024): the scan is recorded under it, so a
   * later door-sync of the same scan counts once. Sent together with `deviceId`.
   */
  nonce: z.uuid({ error: 'Invalid scan nonce' }).optional(),
  deviceId: DeviceIdSchema.optional(),
});
export type VerifyTicketBody = z.infer<typeof VerifyTicketBodySchema>;

const TicketLineSchema = z.object({ categoryName: z.string(), quantity: z.number().int() });

/** The checked-in booking as the door sees it. */
export const CheckedInBookingSchema = z.object({
  _id: IdSchema,
  ticketId: z.string(),
  noOfSeats: z.number().int(),
  hasTicketCategories: z.boolean(),
  ticketItems: z.array(TicketLineSchema),
  totalQuantity: z.number().int(),
  verified: z.boolean(),
  verifiedAt: IsoDateTimeSchema.nullable(),
  verifyMethod: VerifyMethodSchema.nullable(),
  attendeeName: z.string(),
  /** The names on its tickets still valid, in ticket order (decision 0042); the door shows them on admission. */
  attendeeNames: z.array(z.string()),
});
export type CheckedInBooking = z.infer<typeof CheckedInBookingSchema>;

/** Answer of POST /api/bookings/verify and POST /api/bookings/{id}/undo-check-in. */
export const VerifyTicketResponseSchema = z.object({
  message: z.string(),
  booking: CheckedInBookingSchema,
});
export type VerifyTicketResponse = z.infer<typeof VerifyTicketResponseSchema>;

/** Body of POST /api/bookings/{id}/undo-check-in. */
export const UndoCheckInBodySchema = z.object({
  reason: textInput({
    max: 500,
    multiline: true,
    tooLong: 'Reason must be at most 500 characters',
  }).optional(),
});
export type UndoCheckInBody = z.infer<typeof UndoCheckInBodySchema>;

/** One row of an event's attendee list (GET /api/bookings/event/{id}). */
export const AttendeeSchema = z.object({
  _id: IdSchema,
  userId: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  ticketId: z.string(),
  noOfSeats: z.number().int(),
  hasTicketCategories: z.boolean(),
  ticketItems: z.array(TicketLineSchema),
  totalQuantity: z.number().int(),
  /** Rupees. */
  totalAmount: z.number(),
  verified: z.boolean(),
  verifiedAt: IsoDateTimeSchema.nullable(),
  verifyMethod: VerifyMethodSchema.nullable(),
  verifiedBy: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  cancelled: z.boolean(),
  createdAt: IsoDateTimeSchema,
  /**
   * The ticket was admitted again after its check-in by a door that was offline (decision 0024). The API
   * always sends it; optional in the type so lists made before offline doors still type-check.
   */
  doubleEntry: z.boolean().optional(),
  /** Each ticket with its holder's name and answers (one row each in the attendee list and its CSV). */
  tickets: z.array(TicketHolderSchema),
  /** The answers to the event's per-order questions. */
  orderAnswers: z.array(AnswerSchema),
  /** The promo code the booking was bought with. */
  promoCode: z.string().nullable(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/** Check-in progress of one event: tickets (bookings) and seats, active bookings only. */
export const CheckInStatsSchema = z.object({
  activeBookings: z.number().int(),
  checkedInBookings: z.number().int(),
  seatsSold: z.number().int(),
  checkedInSeats: z.number().int(),
  /** Later admissions of already admitted tickets, reported by offline doors (always sent by the API). */
  doubleEntries: z.number().int().optional(),
});
export type CheckInStats = z.infer<typeof CheckInStatsSchema>;

export const AttendeeStatisticsSchema = CheckInStatsSchema.extend({
  totalBookings: z.number().int(),
  cancelledBookings: z.number().int(),
  byCategory: z.array(
    z.object({
      name: z.string(),
      totalSeats: z.number().int(),
      seatsSold: z.number().int(),
      checkedInSeats: z.number().int(),
    }),
  ),
});
export type AttendeeStatistics = z.infer<typeof AttendeeStatisticsSchema>;

export const ATTENDEE_PAGE_SIZE = 25;
export const ATTENDEE_PAGE_SIZE_MAX = 200;

/** Query of GET /api/bookings/event/{id}: a page of the attendee list, newest first, after `cursor`. */
export const EventAttendeesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be 1 or more' })
    .max(ATTENDEE_PAGE_SIZE_MAX, { error: `limit must be at most ${ATTENDEE_PAGE_SIZE_MAX}` })
    .default(ATTENDEE_PAGE_SIZE),
  cursor: keysetCursorField,
});
export type EventAttendeesQuery = z.input<typeof EventAttendeesQuerySchema>;

/**
 * Answer of GET /api/bookings/event/{id}: organizer of the event or admin only. The statistics are the whole event's;
 * `attendees` is one page of its bookings (decision 0046), the next read with `nextCursor` (null after the last).
 */
export const EventAttendeesResponseSchema = z.object({
  event: z.object({
    _id: IdSchema,
    title: z.string(),
    date: IsoDateTimeSchema,
    cancelled: z.boolean(),
    totalSeats: z.number().int(),
  }),
  statistics: AttendeeStatisticsSchema,
  attendees: z.array(AttendeeSchema),
  nextCursor: z.string().nullable(),
});
export type EventAttendeesResponse = z.infer<typeof EventAttendeesResponseSchema>;
