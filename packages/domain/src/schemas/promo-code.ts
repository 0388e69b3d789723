import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../rules/money';
import { PROMO_KINDS } from '../rules/promo-pricing';
import { IsoDateTimeSchema } from './common';

// Promo codes (decision 0042): an organizer's codes for one event, what buyers may look up, and what a booking
// records of the code it was bought with. Money is in rupees here, as everywhere in the API; the rules compute paise.

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const PROMO_CODE_FORMAT_MESSAGE =
  'A code has 3 to 32 letters, digits, hyphens or underscores (no spaces)';

/** A code as a buyer types it or a link carries it (?code=...): never longer than a code can be. */
export const PromoCodeInputSchema = z
  .string({ error: 'Enter a promo code' })
  .trim()
  .min(1, { error: 'Enter a promo code' })
  .max(32, { error: 'There is no such promo code for this event' });

export const PromoKindSchema = z.enum(PROMO_KINDS, {
  error: 'Choose a percentage off, an amount off each ticket, or a fixed price',
});

const rupees = z
  .number({ error: 'Enter an amount in rupees' })
  .min(0, { error: 'The amount must not be negative' })
  .max(1_000_000, { error: 'The amount must be at most ₹10,00,000' })
  .refine(hasAtMostTwoDecimals, { error: 'Use at most two decimals (paise)' });

const limit = z
  .number({ error: 'Enter a whole number' })
  .int({ error: 'Enter a whole number' })
  .min(1, { error: 'A limit must be at least 1' })
  .max(100_000, { error: 'A limit must be at most 100000' });

const PromoCodeFieldsSchema = z.object({
  code: z
    .string({ error: 'Enter a code' })
    .trim()
    .regex(PROMO_CODE_PATTERN, { error: PROMO_CODE_FORMAT_MESSAGE }),
  kind: PromoKindSchema,
  /** percent: 1-100; amount: rupees off each ticket (more than 0); fixed_price: rupees each ticket costs (0 = free). */
  value: rupees,
  /** The ticket categories it applies to, by name; null or absent: every ticket of the event. */
  ticketCategoryNames: z
    .array(z.string().trim().min(1, { error: 'Ticket category is required' }))
    .max(5, { error: 'At most 5 ticket categories' })
    .nullable()
    .default(null),
  /** Orders that may use it in all (null: no limit). A use is counted when seats are held with it. */
  maxUses: limit.nullable().default(null),
  /** Orders one buyer may use it for (null: no limit). */
  maxUsesPerBuyer: limit.nullable().default(null),
  validFrom: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().default(null),
  validUntil: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable().default(null),
  active: z.boolean().default(true),
});

function checkTerms(
  body: Partial<z.output<typeof PromoCodeFieldsSchema>>,
  context: z.RefinementCtx<Partial<z.output<typeof PromoCodeFieldsSchema>>>,
) {
  if (
    body.kind === 'percent' &&
    body.value !== undefined &&
    (!Number.isInteger(body.value) || body.value < 1 || body.value > 100)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'A percentage off is a whole number from 1 to 100',
    });
  }
  if (body.kind === 'amount' && body.value !== undefined && body.value <= 0) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'The amount off must be more than ₹0' });
  }
  if (body.validFrom && body.validUntil && Date.parse(body.validUntil) <= Date.parse(body.validFrom)) {
    context.addIssue({ code: 'custom', path: ['validUntil'], message: 'The code must end after it starts' });
  }
  if (body.maxUses && body.maxUsesPerBuyer && body.maxUsesPerBuyer > body.maxUses) {
    context.addIssue({
      code: 'custom',
      path: ['maxUsesPerBuyer'],
      message: 'A buyer cannot use it more times than it may be used in all',
    });
  }
}

/** Body of POST /api/events/{id}/promo-codes. */
export const CreatePromoCodeBodySchema = PromoCodeFieldsSchema.superRefine(checkTerms);
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBodySchema>;

/**
 * Body of PATCH /api/events/{id}/promo-codes/{codeId}: the fields to change. `kind` and `value` go together. The
 * code's text cannot change once it has been used.
 */
export const UpdatePromoCodeBodySchema = z
  .object({
    code: PromoCodeFieldsSchema.shape.code.optional(),
    kind: PromoKindSchema.optional(),
    value: rupees.optional(),
    ticketCategoryNames: PromoCodeFieldsSchema.shape.ticketCategoryNames.removeDefault().optional(),
    maxUses: limit.nullable().optional(),
    maxUsesPerBuyer: limit.nullable().optional(),
    validFrom: PromoCodeFieldsSchema.shape.validFrom.removeDefault().optional(),
    validUntil: PromoCodeFieldsSchema.shape.validUntil.removeDefault().optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => (body.kind === undefined) === (body.value === undefined), {
    error: 'Change the kind and the value together',
    path: ['value'],
  })
  .superRefine(checkTerms);
export type UpdatePromoCodeBody = z.input<typeof UpdatePromoCodeBodySchema>;

/** A code as its event's organizer (or an admin) manages it, with what it has done. */
export const PromoCodeSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  code: z.string(),
  kind: PromoKindSchema,
  /** percent: the percentage; otherwise rupees. */
  value: z.number(),
  /** "20% off", "₹100 off each ticket", "Free tickets". */
  description: z.string(),
  ticketCategoryNames: z.array(z.string()).nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int().nullable(),
  validFrom: IsoDateTimeSchema.nullable(),
  validUntil: IsoDateTimeSchema.nullable(),
  active: z.boolean(),
  /** Uses counted now: orders booked with it plus seat holds still waiting to be paid. */
  uses: z.number().int(),
  /** Orders booked with it (cancelled ones included: the use is not given back). */
  bookings: z.number().int(),
  /** Tickets of those orders still valid. */
  tickets: z.number().int(),
  /** Rupees paid for the orders booked with it, less what refunds gave back. */
  revenue: z.number(),
  /** Rupees: what the code took off those orders' list prices. */
  discountGiven: z.number(),
  createdAt: IsoDateTimeSchema,
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const PromoCodeListSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });
export type PromoCodeList = z.infer<typeof PromoCodeListSchema>;

export const PromoCodeResponseSchema = z.object({ message: z.string(), promoCode: PromoCodeSchema });
export type PromoCodeResponse = z.infer<typeof PromoCodeResponseSchema>;

/** Query of GET /api/events/{id}/promo-codes/lookup. */
export const PromoCodeLookupQuerySchema = z.object({ code: PromoCodeInputSchema });

/**
 * GET /api/events/{id}/promo-codes/lookup?code=...: what a code does, for the checkout to show the discounted total
 * (computed with applyPromo, as the server will). Anyone may ask; an unknown, switched-off, expired or used-up code
 * is refused with its reason. The per-buyer limit is checked when seats are held.
 */
export const PromoCodeLookupSchema = z.object({
  code: z.string(),
  kind: PromoKindSchema,
  /** percent: the percentage; otherwise rupees. */
  value: z.number(),
  description: z.string(),
  ticketCategoryNames: z.array(z.string()).nullable(),
  validUntil: IsoDateTimeSchema.nullable(),
});
export type PromoCodeLookup = z.infer<typeof PromoCodeLookupSchema>;

/** What a booking (or a payment) records of the code it was bought with. */
export const AppliedPromoSchema = z.object({
  code: z.string(),
  /** Rupees taken off the list price. */
  discount: z.number(),
  /** Rupees the tickets cost at list price. */
  listAmount: z.number(),
});
export type AppliedPromo = z.infer<typeof AppliedPromoSchema>;

export const PROMO_MESSAGES = {
  unknown: 'There is no such promo code for this event',
  inactive: 'This promo code is switched off',
  notYetValid: 'This promo code is not valid yet',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has been used up',
  buyerLimit: 'You have already used this promo code as many times as it allows',
  notApplicable: 'This promo code does not apply to the tickets you chose',
  notOnOffers: 'Promo codes cannot be used on waitlist offers',
} as const;
