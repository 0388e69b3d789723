import { z } from 'zod';
import { INVALID_UPI_ID_MESSAGE, PAYMENT_METHOD_KINDS, UPI_ID_PATTERN } from '../rules/payment-methods';
import { IsoDateTimeSchema } from './common';

// The payment step's bodies and answers: the intent, the test provider's card and UPI, the purchase's outcome and
// Razorpay Checkout's answer. The selection being paid for is booking.ts's.

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
