import {
  INDIA_TIME_ZONE,
  type Locale,
  type PaidMethod,
  paiseToRupees,
  TIER_TOLERANCE_DAYS,
} from '@ticketmela/domain';
import { type Message, msg } from '../../../i18n/message';
import { translate } from '../../../i18n/translate';
import { formatIndiaDateTime } from '../../../lib/india-time';
import type { MailRefundPolicy } from '../mail-payloads';

// How mails write money, dates, counts and the like, in the mail's language (issue 30): amounts the same in both
// (₹ with Indian grouping, Latin digits), dates in India time with Hindi month and weekday names in Hindi.

const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const inrPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees as the site shows them, in either language: ₹1,50,000 for whole amounts, ₹499.50 with paise. */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inrPaise.format(paiseToRupees(paise));
}

const eventDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const shortDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
/** Hindi's own patterns, as the web app's dates in Hindi: 'शनिवार, 21 नवंबर 2026 को 7:30 pm बजे'. */
const hindiEventDateFormat = new Intl.DateTimeFormat('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * An event's start in India time: 'Saturday, 21 November 2026 at 7:30 pm IST'; in Hindi
 * 'शनिवार, 21 नवंबर 2026 को 7:30 pm बजे IST'.
 */
export function formatEventDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (locale === 'hi') return `${hindiEventDateFormat.format(date)} IST`;
  return `${eventDateFormat.format(date)} at ${timeFormat.format(date)} IST`;
}

/** Any other instant in India time: '5 Mar 2026, 7:30 pm IST'; in Hindi '5 मार्च 2026, 7:30 pm IST'. */
export function formatIndiaInstant(iso: string, locale: Locale): string {
  if (locale === 'hi') return formatIndiaDateTime(new Date(iso), 'hi');
  return `${shortDateTimeFormat.format(new Date(iso))} IST`;
}

/** The three tiers of a refund policy, as the event page states them. */
export function refundPolicyLines(policy: MailRefundPolicy, locale: Locale): string[] {
  const t = (message: Message) => translate(locale, message);
  return [
    t(msg('7 or more days before the event: {percent}% refund', { percent: policy.sevenDaysOrMore })),
    t(msg('1 to 7 days before: {percent}% refund', { percent: policy.oneToDays })),
    policy.lessThanDay === 0
      ? t(msg('Less than 24 hours before: no refund'))
      : t(msg('Less than 24 hours before: {percent}% refund', { percent: policy.lessThanDay })),
  ];
}

/** Venue, address and city in one line; the city is left out when the address already names it. */
export function venueLine(event: { venueName: string; venueAddress: string | null; city: string }): string {
  const address = event.venueAddress?.trim() ?? '';
  const city = address.toLowerCase().includes(event.city.trim().toLowerCase()) ? '' : event.city;
  return [event.venueName, address, city].filter(Boolean).join(', ');
}

/** '1 seat', '3 seats' ('1 सीट', '3 सीटें'). */
export function seatsText(count: number, locale: Locale): string {
  return translate(locale, msg('{count, plural, one {# seat} other {# seats}}', { count }));
}

/** '1 ticket', '3 tickets' ('1 टिकट', '3 टिकट'). */
export function ticketsText(count: number, locale: Locale): string {
  return translate(locale, msg('{count, plural, one {# ticket} other {# tickets}}', { count }));
}

/**
 * How long before the event something happened, in whole human units ('3 days', '5 hours', '40 minutes'), rounded
 * down with the refund tiers' tolerance as the domain's timeBeforeEventText is (its English is this one's).
 */
export function timeBeforeEvent(daysBeforeEvent: number, locale: Locale): string {
  const t = (message: Message) => translate(locale, message);
  const days = Math.floor(daysBeforeEvent + TIER_TOLERANCE_DAYS);
  if (days >= 1) return t(msg('{count, plural, one {# day} other {# days}}', { count: days }));
  const hours = Math.floor(daysBeforeEvent * 24 + TIER_TOLERANCE_DAYS);
  if (hours >= 1) return t(msg('{count, plural, one {# hour} other {# hours}}', { count: hours }));
  const minutes = Math.floor(daysBeforeEvent * 24 * 60 + TIER_TOLERANCE_DAYS);
  return minutes >= 1
    ? t(msg('{count, plural, one {# minute} other {# minutes}}', { count: minutes }))
    : t(msg('less than a minute'));
}

/** The site's refund status labels (the domain's refundStatusLabel), in the mail's language. */
export function refundStatusText(status: 'pending' | 'processed' | 'none', locale: Locale): string {
  switch (status) {
    case 'pending':
      return translate(locale, msg('Processing Refund'));
    case 'processed':
      return translate(locale, msg('Refund Processed'));
    case 'none':
      return translate(locale, msg('No Refund'));
  }
}

/** "Paid by UPI, ananya@okaxis" (the domain's paidByLabel), in the mail's language. */
export function paidByText(method: PaidMethod, locale: Locale): string {
  const names: Record<PaidMethod['kind'], string> = {
    upi: 'UPI',
    card: translate(locale, msg('card')),
    netbanking: translate(locale, msg('netbanking')),
    wallet: translate(locale, msg('wallet')),
  };
  const name = names[method.kind];
  return translate(
    locale,
    msg('Paid by {method}', { method: method.detail ? `${name}, ${method.detail}` : name }),
  );
}

const CONTACT_SUBJECTS: Record<string, Message> = {
  'Event Details Inquiry': msg('Event Details Inquiry'),
  'Accessibility Requirements': msg('Accessibility Requirements'),
  'Group Booking': msg('Group Booking'),
  'Venue Information': msg('Venue Information'),
  'Parking Information': msg('Parking Information'),
  'Special Requirements': msg('Special Requirements'),
  'Media/Press Inquiry': msg('Media/Press Inquiry'),
  'Sponsorship Opportunity': msg('Sponsorship Opportunity'),
  'Booking Issue': msg('Booking Issue'),
  'Payment Problem': msg('Payment Problem'),
  'Event Inquiry': msg('Event Inquiry'),
  'Technical Support': msg('Technical Support'),
  'Refund Request': msg('Refund Request'),
  'Account Issue': msg('Account Issue'),
  'Feature Request': msg('Feature Request'),
  Other: msg('Other'),
};

/**
 * A contact message's subject: one of the forms' subjects (the domain's EVENT_INQUIRY_SUBJECTS and
 * GENERAL_CONTACT_SUBJECTS) in the mail's language, as the web app's inboxes show them; any other text as it was sent.
 */
export function contactSubjectText(subject: string, locale: Locale): string {
  const known = Object.hasOwn(CONTACT_SUBJECTS, subject) ? CONTACT_SUBJECTS[subject] : undefined;
  return known ? translate(locale, known) : subject;
}
