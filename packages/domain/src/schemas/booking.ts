import { z } from 'zod';
import { MAX_TICKETS_PER_BOOKING } from '../rules/ticket-selection';
import { AnswerSchema, CheckoutDetailsSchema, TicketHolderSchema } from './checkout-question';
import { IdSchema, IsoDateTimeSchema } from './common';
import { PaidMethodSchema } from './payment';
import { AppliedPromoSchema, PromoCodeInputSchema } from './promo-code';
import { BuyerGstDetailsSchema, TaxDocumentRefSchema } from './tax';
import { QueuePassTokenSchema } from './waiting-room';

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(MAX_TICKETS_PER_BOOKING, { error: 'Maximum of 10 tickets per booking' });

/** A ticket line as the client sends it; only the name and quantity count, the server prices it. */
export const TicketItemInputSchema = z.object({
  categoryName: z
    .string({ error: 'Ticket category is required' })
    .trim()
    .min(1, { error: 'Ticket category is required' }),
  quantity,
  pricePerTicket: z.number().optional(),
  subtotal: z.number().optional(),
});

/** The seats being bought: ticket lines of a category event, or a seat count of a single-price event. */
const SelectionSchema = z
  .object({
    eventId: IdSchema,
    hasTicketCategories: z.boolean().optional(),
    ticketItems: z.array(TicketItemInputSchema).max(5, { error: 'At most 5 ticket categories' }).optional(),
    noOfSeats: quantity.optional(),
  })
  .refine((body) => (body.ticketItems && body.ticketItems.length > 0) || body.noOfSeats !== undefined, {
    error: 'Select at least one ticket',
    path: ['ticketItems'],
  })
  .refine(
    (body) =>
      !body.ticketItems ||
      body.ticketItems.reduce((sum, item) => sum + item.quantity, 0) <= MAX_TICKETS_PER_BOOKING,
    { error: 'Maximum of 10 tickets per booking', path: ['ticketItems'] },
  )
  .refine(
    (body) => {
      const names = (body.ticketItems ?? []).map((item) => item.categoryName.trim().toLowerCase());
      return new Set(names).size === names.length;
    },
    { error: 'Each ticket category may appear once', path: ['ticketItems'] },
  );

/** Body of POST /api/payments/create-payment-intent: the selection and the total the client shows. */
export const CreatePaymentIntentBodySchema = z
  .intersection(
    SelectionSchema,
    z.object({
      /** Rupees; must equal what the server computes from the selection. */
      amount: z.number({ error: 'Amount is required' }).min(0, { error: 'Amount must not be negative' }),
      /**
       * A UUID the client makes once per attempt at one selection: a retried request (a lost answer, a crashed
       * server) answers the hold and intent it made instead of holding the seats a second time.
       */
      idempotencyKey: IdSchema.optional(),
      /** "GST details for a business invoice": the buyer's GSTIN and legal name, kept on the booking. */
      gstDetails: BuyerGstDetailsSchema.optional(),
      /** The event's promo code (any case): the server prices the selection with it (decision 0042). */
      promoCode: PromoCodeInputSchema.optional(),
      /** While the event's waiting room is on: the pass the room gave this buyer (decision 0049). */
      queuePass: QueuePassTokenSchema.optional(),
    }),
  )
  .and(CheckoutDetailsSchema);
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

/**
 * Body of POST /api/bookings/free: the selection of a free event or of free ticket categories, booked without a
 * payment. The server prices it and refuses it unless the total is 0. `idempotencyKey` (a UUID the client makes
 * once per attempt) turns a retried request into the same booking instead of an error.
 */
export const FreeBookingBodySchema = z
  .intersection(
    SelectionSchema,
    z.object({
      idempotencyKey: IdSchema.optional(),
      promoCode: PromoCodeInputSchema.optional(),
      /** While the event's waiting room is on: the pass the room gave this buyer (decision 0049). */
      queuePass: QueuePassTokenSchema.optional(),
    }),
  )
  .and(CheckoutDetailsSchema);
export type FreeBookingBody = z.infer<typeof FreeBookingBodySchema>;

/** Body of POST /api/bookings: the spec's payload; the server trusts only the paid intent. */
export const CreateBookingBodySchema = z.object({
  eventId: IdSchema,
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .min(1, { error: 'paymentIntentId is required' }),
  noOfSeats: z.number().int().optional(),
  hasTicketCategories: z.boolean().optional(),
  ticketItems: z.array(TicketItemInputSchema).optional(),
  totalQuantity: z.number().int().optional(),
  totalAmount: z.number().optional(),
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

export const TicketItemSchema = z.object({
  categoryName: z.string(),
  quantity: z.number().int(),
  pricePerTicket: z.number(),
  subtotal: z.number(),
});
export type TicketItem = z.infer<typeof TicketItemSchema>;

export const REFUND_STATUSES = ['none', 'pending', 'processed', 'failed'] as const;

/** Some tickets of a booking cancelled, the rest kept (decision 0041): what went, its value and its refund. */
export const PartialCancellationSchema = z.object({
  _id: z.string(),
  cancelledAt: IsoDateTimeSchema,
  /** Tickets cancelled. */
  quantity: z.number().int(),
  /** The category lines cancelled (empty for a single-price booking). */
  ticketItems: z.array(z.object({ categoryName: z.string(), quantity: z.number().int() })),
  /** Rupees: what the cancelled tickets cost. */
  amount: z.number(),
  /** The refund the frozen policy gave for them; null when it gave nothing (or the tickets were free). */
  refund: z
    .object({
      status: z.enum(['pending', 'processed', 'failed']),
      amount: z.number(),
      percentage: z.number(),
    })
    .nullable(),
});
export type PartialCancellation = z.infer<typeof PartialCancellationSchema>;

export const BookingSchema = z.object({
  _id: z.string(),
  eventId: z
    .object({
      _id: z.string(),
      title: z.string(),
      date: IsoDateTimeSchema,
      city: z.string(),
      location: z.string(),
      photo: z.string().nullable(),
      photoThumb: z.string().nullable(),
      cancelled: z.boolean(),
    })
    .nullable(),
  userId: z.string(),
  noOfSeats: z.number().int(),
  /** Rupees per seat of a single-price booking. */
  priceAtBooking: z.number(),
  /** Rupees. */
  totalAmount: z.number(),
  ticketId: z.string(),
  /** The text the ticket's QR encodes: JSON {ticketId, eventId, sig}; null once cancelled. The web draws the image. */
  qrCode: z.string().nullable(),
  verified: z.boolean(),
  hasTicketCategories: z.boolean(),
  ticketItems: z.array(TicketItemSchema),
  totalQuantity: z.number().int(),
  cancelled: z.boolean(),
  cancelledByUser: z.boolean(),
  cancelledByEvent: z.boolean(),
  cancellationDate: IsoDateTimeSchema.nullable(),
  cancellationReason: z.string().nullable(),
  refundStatus: z.enum(REFUND_STATUSES),
  /** Rupees. */
  refundAmount: z.number(),
  refundId: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** The buyer's GST details given at checkout, printed on the invoice (as stored: no input transforms here). */
  gstDetails: z.object({ gstin: z.string(), legalName: z.string() }).nullable(),
  /** The tax invoice or bill of supply of a paid booking (null for a free one). */
  invoice: TaxDocumentRefSchema.nullable(),
  /** Credit notes issued against it, for what refunds gave back. */
  creditNotes: z.array(TaxDocumentRefSchema),
  /** The refund tiers frozen on the booking when it was bought (percentages). */
  refundPolicy: z.object({
    sevenDaysOrMore: z.number().int(),
    oneToDays: z.number().int(),
    lessThanDay: z.number().int(),
  }),
  /** The event's date moved after this was bought: cancelling refunds in full until it starts (decision 0029). */
  dateChangedSinceBooking: z.boolean(),
  /** How it was paid ("Paid by UPI, ananya@okaxis"); null for free bookings and payments made before it was kept. */
  paymentMethod: PaidMethodSchema.nullable(),
  /**
   * Tickets cancelled while the rest were kept, oldest first. totalQuantity, ticketItems and totalAmount are what is
   * left; the refund fields above are the whole booking's cancellation only.
   */
  partialCancellations: z.array(PartialCancellationSchema),
  /** The promo code it was bought with; totalAmount and the ticket prices are what was actually paid. */
  promo: AppliedPromoSchema.nullable(),
  /** Who holds each ticket, with their answers to the event's per-ticket questions (decision 0042). */
  attendees: z.array(TicketHolderSchema),
  /** The answers to the event's per-order questions. */
  orderAnswers: z.array(AnswerSchema),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ message: z.string(), booking: BookingSchema });
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

export const CancelBookingResponseSchema = z.object({
  message: z.string(),
  refund: z.object({ status: z.enum(REFUND_STATUSES), amount: z.number(), percentage: z.number() }),
  cancellation: z.object({ daysBeforeEvent: z.number(), refundPolicy: z.string() }),
});
export type CancelBookingResponse = z.infer<typeof CancelBookingResponseSchema>;

/**
 * Which tickets of a booking to cancel (POST /api/bookings/{id}/partial-cancellations and, to price it first,
 * /cancellation-quote): a seat count of a single-price booking, or category lines (by the names the booking shows)
 * of a category booking. The quote also takes an empty body: the whole booking.
 */
export const CancelTicketsBodySchema = z
  .object({
    noOfSeats: quantity.optional(),
    ticketItems: z
      .array(
        z.object({
          categoryName: z.string().trim().min(1, { error: 'Ticket category is required' }),
          quantity,
        }),
      )
      .min(1, { error: 'Choose the tickets to cancel' })
      .max(5, { error: 'At most 5 ticket categories' })
      .optional(),
  })
  .refine((body) => !(body.noOfSeats !== undefined && body.ticketItems), {
    error: 'Give either a seat count or ticket lines, not both',
    path: ['ticketItems'],
  });
export type CancelTicketsBody = z.infer<typeof CancelTicketsBodySchema>;

/** POST /api/bookings/{id}/cancellation-quote: what cancelling those tickets now would refund, as the server counts. */
export const CancellationQuoteSchema = z.object({
  /** Tickets that would be cancelled, and those left. */
  quantity: z.number().int(),
  remainingQuantity: z.number().int(),
  /** Every ticket: the whole booking would be cancelled (DELETE /api/bookings/{id}). */
  wholeBooking: z.boolean(),
  /** Rupees: what the tickets being cancelled cost. */
  amount: z.number(),
  refund: z.object({ amount: z.number(), percentage: z.number() }),
  daysBeforeEvent: z.number(),
  refundPolicy: z.string(),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** POST /api/bookings/{id}/partial-cancellations: the booking as left, and the refund for the part cancelled. */
export const CancelTicketsResponseSchema = z.object({
  message: z.string(),
  booking: BookingSchema,
  refund: z.object({ status: z.enum(REFUND_STATUSES), amount: z.number(), percentage: z.number() }),
  cancellation: z.object({ daysBeforeEvent: z.number(), refundPolicy: z.string() }),
});
export type CancelTicketsResponse = z.infer<typeof CancelTicketsResponseSchema>;

/** GET /api/bookings/{id}/qr: what the digital ticket shows. */
export const TicketSchema = z.object({
  bookingId: z.string(),
  qrCode: z.string(),
  ticketId: z.string(),
  verified: z.boolean(),
  event: z.object({ _id: z.string(), title: z.string(), date: IsoDateTimeSchema, location: z.string() }),
  seats: z.number().int(),
  hasTicketCategories: z.boolean(),
  ticketItems: z.array(TicketItemSchema),
  totalQuantity: z.number().int(),
  totalAmount: z.number(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const RefundStatusResponseSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  refundId: z.string().nullable(),
});
export type RefundStatusResponse = z.infer<typeof RefundStatusResponseSchema>;
