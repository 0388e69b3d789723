import { z } from 'zod';
import { INVALID_UPI_ID_MESSAGE, PAYMENT_METHOD_KINDS, UPI_ID_PATTERN } from '../rules/payment-methods';
import { MAX_TICKETS_PER_BOOKING } from '../rules/ticket-selection';
import { IdSchema, IsoDateTimeSchema } from './common';

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
export const CreatePaymentIntentBodySchema = z.intersection(
  SelectionSchema,
  z.object({
    /** Rupees; must equal what the server computes from the selection. */
    amount: z.number({ error: 'Amount is required' }).min(0, { error: 'Amount must not be negative' }),
    /**
     * A UUID the client makes once per attempt at one selection: a retried request (a lost answer, a crashed
     * server) answers the hold and intent it made instead of holding the seats a second time.
     */
    idempotencyKey: IdSchema.optional(),
  }),
);
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;

/**
 * Body of POST /api/bookings/free: the selection of a free event or of free ticket categories, booked without a
 * payment. The server prices it and refuses it unless the total is 0. `idempotencyKey` (a UUID the client makes
 * once per attempt) turns a retried request into the same booking instead of an error.
 */
export const FreeBookingBodySchema = z.intersection(
  SelectionSchema,
  z.object({ idempotencyKey: IdSchema.optional() }),
);
export type FreeBookingBody = z.infer<typeof FreeBookingBodySchema>;

export const PAYMENT_PROVIDER_NAMES = ['test', 'stripe', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const PaymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS);
export const PaidMethodSchema = z.object({ kind: PaymentMethodKindSchema, detail: z.string().nullable() });

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  /** The provider's id of this purchase attempt: a Stripe or test intent id, or a Razorpay order id. */
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  /** The ways to pay that the provider offers, in no particular order (the web puts UPI first on phones). */
  methods: z.array(PaymentMethodKindSchema),
  /** Rupees. */
  amount: z.number(),
  holdExpiresAt: IsoDateTimeSchema,
  /** With Razorpay: what its Checkout is opened with (amount in paise, currency INR). */
  razorpay: z
    .object({
      keyId: z.string(),
      orderId: z.string(),
      amountPaise: z.number().int(),
      currency: z.literal('INR'),
      /** Razorpay's checkout.js (RAZORPAY_CHECKOUT_URL; a test serves its stand-in's). */
      checkoutScriptUrl: z.string(),
    })
    .optional(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const TestCardConfirmBodySchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, { error: 'clientSecret is required' }),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .min(1, { error: 'Your card number is incomplete.' }),
  expiry: z
    .string({ error: "Your card's expiration date is incomplete." })
    .min(1, { error: "Your card's expiration date is incomplete." }),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .min(1, { error: "Your card's security code is incomplete." }),
});
export type TestCardConfirmBody = z.infer<typeof TestCardConfirmBodySchema>;

/** The answer of POST /api/payments/test/confirm (test mode): the intent is paid. */
export const TestCardConfirmResponseSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
});
export type TestCardConfirmResponse = z.infer<typeof TestCardConfirmResponseSchema>;

export const UpiIdSchema = z
  .string({ error: INVALID_UPI_ID_MESSAGE })
  .trim()
  .regex(UPI_ID_PATTERN, { error: INVALID_UPI_ID_MESSAGE });

/**
 * Body of POST /api/payments/test/upi (test mode): pay the intent by UPI, either by the buyer's UPI id (a collect
 * request their UPI app shows) or, without one, by the UPI QR / app link the answer carries.
 */
export const TestUpiStartBodySchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, { error: 'clientSecret is required' }),
  upiId: UpiIdSchema.optional(),
});
export type TestUpiStartBody = z.infer<typeof TestUpiStartBodySchema>;

export const TEST_UPI_REQUEST_STATUSES = ['waiting', 'approved', 'declined', 'expired'] as const;

/** A UPI payment request of the test provider, as the page standing for the buyer's UPI app shows it. */
export const TestUpiRequestSchema = z.object({
  requestId: z.string(),
  paymentIntentId: z.string(),
  status: z.enum(TEST_UPI_REQUEST_STATUSES),
  /** Rupees. */
  amount: z.number(),
  payeeName: z.string(),
  payeeUpiId: z.string(),
  /** What the payment is for (the event's title). */
  note: z.string(),
  /** The buyer's UPI id, or null when they scanned the QR (the app pays from its own account). */
  upiId: z.string().nullable(),
  /** The upi://pay link (and QR text) of this payment. */
  upiUrl: z.string(),
  /** The page standing for the buyer's UPI app: /pay/test-upi/{requestId}. */
  approvalPath: z.string(),
  /** False for the test id that never answers: its request waits until the seat hold runs out. */
  answers: z.boolean(),
});
export type TestUpiRequest = z.infer<typeof TestUpiRequestSchema>;

/** Body of POST /api/payments/test/upi/{requestId}/answer: the buyer's UPI app approves or declines. */
export const TestUpiAnswerBodySchema = z.object({
  approve: z.boolean(),
  /** A QR payment is paid from the UPI app's own account: its UPI id (the collect request already has one). */
  upiId: UpiIdSchema.optional(),
});
export type TestUpiAnswerBody = z.infer<typeof TestUpiAnswerBodySchema>;

export const PURCHASE_OUTCOME_STATUSES = ['waiting', 'booked', 'failed', 'expired', 'refunded'] as const;

/**
 * GET /api/payments/{paymentIntentId}/outcome: where a purchase stands, as the waiting page polls it. `waiting`:
 * not paid yet (or paid and being booked); `booked`: the booking is made (bookingId); `failed`: declined, the seats
 * released; `expired`: the hold ran out unpaid or was cancelled; `refunded`: paid, but no booking could be made,
 * and the money is being (or has been) returned in full.
 */
export const PurchaseOutcomeSchema = z.object({
  status: z.enum(PURCHASE_OUTCOME_STATUSES),
  message: z.string().nullable(),
  bookingId: z.string().nullable(),
  holdExpiresAt: IsoDateTimeSchema,
  method: PaidMethodSchema.nullable(),
});
export type PurchaseOutcome = z.infer<typeof PurchaseOutcomeSchema>;

/** Body of POST /api/payments/razorpay/verify: what Razorpay Checkout hands the page after a payment. */
export const RazorpayVerifyBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type RazorpayVerifyBody = z.infer<typeof RazorpayVerifyBodySchema>;

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
