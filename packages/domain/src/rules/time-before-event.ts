import { type DisplayText, displayText, englishOf } from './display-text';
import { TIER_TOLERANCE_DAYS } from './refund-policy';

const UNITS = {
  day: ['{count} day', '{count} days'],
  hour: ['{count} hour', '{count} hours'],
  minute: ['{count} minute', '{count} minutes'],
} as const;

const unit = (count: number, name: keyof typeof UNITS) =>
  displayText(UNITS[name][count === 1 ? 0 : 1], { count });

/**
 * How long before the event something happened, in whole human units: '3 days', '1 day', '5 hours', '40 minutes'.
 * Rounded down with the refund tiers' tolerance, so the words never cross a tier's boundary: 6.9 days is
 * '6 days' (the 1-to-7-days tier), and 6.9995 days is '7 days' because the tiers count it as 7.
 */
export function timeBeforeEventDisplay(daysBeforeEvent: number): DisplayText {
  const days = Math.floor(daysBeforeEvent + TIER_TOLERANCE_DAYS);
  if (days >= 1) return unit(days, 'day');
  const hours = Math.floor(daysBeforeEvent * 24 + TIER_TOLERANCE_DAYS);
  if (hours >= 1) return unit(hours, 'hour');
  const minutes = Math.floor(daysBeforeEvent * 24 * 60 + TIER_TOLERANCE_DAYS);
  return minutes >= 1 ? unit(minutes, 'minute') : displayText('less than a minute');
}

/** timeBeforeEventDisplay in English. */
export function timeBeforeEventText(daysBeforeEvent: number): string {
  return englishOf(timeBeforeEventDisplay(daysBeforeEvent));
}
