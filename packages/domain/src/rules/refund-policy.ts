/** Percentages refunded in each tier; 0-100 each. */
export interface RefundTiers {
  sevenDaysOrMore: number;
  oneToDays: number;
  lessThanDay: number;
}

export const DEFAULT_REFUND_TIERS: RefundTiers = { sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: 0 };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The tiers' boundaries give this much (a day's thousandth, 86 s) to the earlier tier. */
export const TIER_TOLERANCE_DAYS = 0.001;

export type RefundTier = 'sevenDaysOrMore' | 'oneToDays' | 'lessThanDay';

/** The tiers in order, as the event page and the Refund Policy page name them. */
export const REFUND_TIER_LABELS: { tier: RefundTier; label: string }[] = [
  { tier: 'sevenDaysOrMore', label: '7 or more days before the event' },
  { tier: 'oneToDays', label: '1 to 7 days before the event' },
  { tier: 'lessThanDay', label: 'Less than 24 hours before the event' },
];

export function daysBeforeEvent(eventDate: Date, now: Date): number {
  return (eventDate.getTime() - now.getTime()) / DAY_MS;
}

/** Which tier applies: >= 7 days (with a 0.001-day tolerance), >= 1 day, else the last tier. */
export function refundTier(eventDate: Date, now: Date): RefundTier {
  const days = daysBeforeEvent(eventDate, now);
  if (days >= 7 - TIER_TOLERANCE_DAYS) return 'sevenDaysOrMore';
  if (days >= 1 - TIER_TOLERANCE_DAYS) return 'oneToDays';
  return 'lessThanDay';
}

export function refundPercentage(tiers: RefundTiers, eventDate: Date, now: Date): number {
  return tiers[refundTier(eventDate, now)];
}

/** The refund in paise for an amount in paise; never more than the amount, rounded down to a paisa. */
export function refundFor(tiers: RefundTiers, eventDate: Date, now: Date, amountPaise: number) {
  const percentage = refundPercentage(tiers, eventDate, now);
  const refundPaise = Math.floor((amountPaise * percentage) / 100);
  return { percentage, refundPaise, daysBeforeEvent: daysBeforeEvent(eventDate, now) };
}

/**
 * What a holder gets back on cancelling their booking: the whole amount when the event's date changed after
 * they bought it (decision 0029), otherwise what their frozen tiers give at this moment.
 */
export function cancellationRefundFor(
  tiers: RefundTiers,
  eventDate: Date,
  now: Date,
  amountPaise: number,
  dateChangedSinceBooking: boolean,
) {
  if (!dateChangedSinceBooking)
    return { ...refundFor(tiers, eventDate, now, amountPaise), dateChanged: false };
  return {
    percentage: 100,
    refundPaise: amountPaise,
    daysBeforeEvent: daysBeforeEvent(eventDate, now),
    dateChanged: true,
  };
}

/** Colour band of a percentage: 80+ green, 50+ yellow, else red. */
export function refundBand(percentage: number): 'green' | 'yellow' | 'red' {
  if (percentage >= 80) return 'green';
  if (percentage >= 50) return 'yellow';
  return 'red';
}
