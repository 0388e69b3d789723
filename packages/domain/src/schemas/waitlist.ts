import { z } from 'zod';
import { MAX_TICKETS_PER_BOOKING } from '../rules/ticket-selection';
import { CheckoutDetailsSchema } from './checkout-question';
import { IdSchema, IsoDateTimeSchema } from './common';
import { BuyerGstDetailsSchema } from './tax';

/** How long an offer holds its seats by default, and the bounds an organizer may set (hours; decision 0041). */
export const DEFAULT_OFFER_HOURS = 12;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 72;

/**
 * An entry's life: waiting in line -> offered (seats held for it) -> converted (bought) or expired (not bought in
 * time: the seats go to the next in line). A person leaves while waiting, declines an offer, or the list is closed
 * (the event cancelled, or its waitlist switched off while they waited).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'converted',
  'expired',
  'declined',
  'left',
  'closed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Body of POST /api/waitlist: join the line for an event's seats, or for one of its ticket categories. */
export const JoinWaitlistBodySchema = z.object({
  eventId: IdSchema,
  /** The ticket category (by the name the event shows); required for an event with ticket categories. */
  categoryName: z.string().trim().min(1, { error: 'Ticket category is required' }).optional(),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(MAX_TICKETS_PER_BOOKING, { error: 'Maximum of 10 tickets per booking' }),
  /** Take an offer for fewer tickets when fewer came back. */
  acceptPartial: z.boolean().default(false),
});
export type JoinWaitlistBody = z.input<typeof JoinWaitlistBodySchema>;

/** The seats held for an offered entry: buy them by its checkout before expiresAt. */
export const WaitlistOfferSchema = z.object({
  quantity: z.number().int(),
  /** Rupees: the held seats at the prices when they were offered. */
  amount: z.number(),
  pricePerTicket: z.number(),
  offeredAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

/** One person's place on an event's waitlist (GET /api/waitlist/mine, GET /api/waitlist/{id}). */
export const WaitlistEntrySchema = z.object({
  _id: z.string(),
  event: z.object({
    _id: z.string(),
    title: z.string(),
    date: IsoDateTimeSchema,
    city: z.string(),
    location: z.string(),
  }),
  /** Null for a single-price event. */
  categoryName: z.string().nullable(),
  quantity: z.number().int(),
  acceptPartial: z.boolean(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 = next in line, among those waiting for the same seats; null unless waiting. */
  position: z.number().int().nullable(),
  joinedAt: IsoDateTimeSchema,
  /** The offer (its seats held until expiresAt), while offered and after; null before. */
  offer: WaitlistOfferSchema.nullable(),
  /** The booking the offer became, once converted. */
  bookingId: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** One line of an event's waitlist: the event's seats (categoryName null) or one ticket category's. */
export const WaitlistLineSchema = z.object({
  categoryName: z.string().nullable(),
  /** People waiting, and the tickets they want. */
  waiting: z.number().int(),
  waitingTickets: z.number().int(),
});

/**
 * GET /api/events/{id}/waitlist (no sign-in needed; signed in, with the caller's own entries): whether people may
 * join, and who waits per line. A line with people waiting sends new buyers to its end: its seats that come back go
 * to the line first (decision 0041), so the booking panel offers to join it rather than to buy.
 */
export const EventWaitlistSchema = z.object({
  enabled: z.boolean(),
  offerHours: z.number().int(),
  lines: z.array(WaitlistLineSchema),
  myEntries: z.array(WaitlistEntrySchema),
});
export type EventWaitlist = z.infer<typeof EventWaitlistSchema>;

/** Body of PUT /api/events/{id}/waitlist/settings (the event's organizer or an admin). */
export const WaitlistSettingsBodySchema = z.object({
  enabled: z.boolean(),
  offerHours: z
    .number({ error: 'Offer time must be a whole number of hours' })
    .int({ error: 'Offer time must be a whole number of hours' })
    .min(MIN_OFFER_HOURS, { error: `Offer time must be at least ${MIN_OFFER_HOURS} hour` })
    .max(MAX_OFFER_HOURS, { error: `Offer time must be at most ${MAX_OFFER_HOURS} hours` }),
});
export type WaitlistSettingsBody = z.infer<typeof WaitlistSettingsBodySchema>;

/** A line's counts for the organizer: people (and tickets) in each state. */
export const WaitlistLineSummarySchema = z.object({
  categoryName: z.string().nullable(),
  waiting: z.number().int(),
  waitingTickets: z.number().int(),
  offered: z.number().int(),
  offeredTickets: z.number().int(),
  converted: z.number().int(),
  convertedTickets: z.number().int(),
  expired: z.number().int(),
  declined: z.number().int(),
  left: z.number().int(),
});
export type WaitlistLineSummary = z.infer<typeof WaitlistLineSummarySchema>;

/** One entry as the organizer sees it. */
export const ManagedWaitlistEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  categoryName: z.string().nullable(),
  quantity: z.number().int(),
  acceptPartial: z.boolean(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.number().int().nullable(),
  joinedAt: IsoDateTimeSchema,
  offer: WaitlistOfferSchema.nullable(),
});
export type ManagedWaitlistEntry = z.infer<typeof ManagedWaitlistEntrySchema>;

/** GET /api/events/{id}/waitlist/manage and the answer of PUT .../settings: the organizer's view of the list. */
export const ManagedWaitlistSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  enabled: z.boolean(),
  offerHours: z.number().int(),
  lines: z.array(WaitlistLineSummarySchema),
  /** Waiting and offered first (in line order), then the rest, newest first; at most 500. */
  entries: z.array(ManagedWaitlistEntrySchema),
});
export type ManagedWaitlist = z.infer<typeof ManagedWaitlistSchema>;

/** Body of POST /api/waitlist/{id}/payment-intent: the offer's checkout (the seats and price are the offer's). */
export const OfferCheckoutBodySchema = z
  .object({ gstDetails: BuyerGstDetailsSchema.optional() })
  .extend(CheckoutDetailsSchema.shape);
export type OfferCheckoutBody = z.infer<typeof OfferCheckoutBodySchema>;
