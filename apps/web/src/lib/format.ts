import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INDIA_TIME_ZONE, intlTagOf } from '@ticketmela/domain';
import { memo, memoByLocale, toDate } from './format-internals';

/*
 * One place for money and dates (with format-dates.ts, which holds the spec's date-fns patterns apart, so that
 * screens showing none of them never load date-fns). Events happen in India, so their dates and times are shown in India Standard
 * Time on every device (the event list's date filter also works on the India day). The formatters are created on
 * first use, so a screen that needs none of them does not build them. They follow the language (decision 0044):
 * amounts keep Indian grouping and Latin digits in Hindi too (₹1,00,000), dates get Hindi month and weekday names.
 */

const inrWhole = memo(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const inrPaise = memo(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Rupees in Indian format: ₹1,50,000 for whole amounts, ₹499.50 when there are paise. */
export function formatInr(rupees: number | null | undefined): string {
  const amount = typeof rupees === 'number' && Number.isFinite(rupees) ? rupees : 0;
  return Number.isInteger(amount) ? inrWhole().format(amount) : inrPaise().format(amount);
}

const FREE = msg`Free`;

/** A ticket price or a total to pay: 'Free' for nothing at all, otherwise as formatInr ('₹499'). */
export function formatPrice(rupees: number | null | undefined): string {
  return (typeof rupees === 'number' && Number.isFinite(rupees) ? rupees : 0) === 0
    ? i18n._(FREE)
    : formatInr(rupees);
}

const longUsDateTime = memoByLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', {
      timeZone: INDIA_TIME_ZONE,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** The card format of the spec: 'Thursday, March 5, 2026 at 07:30 PM' (US English; 'गुरुवार, 5 मार्च 2026 को 07:30 pm बजे'). */
export function formatEventCardDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? longUsDateTime().format(date) : '';
}

const inDateTime = memoByLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlTagOf(locale), {
      timeZone: INDIA_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);

/** en-IN date and time, used by the admin and organizer inboxes: '5 Mar 2026, 7:30 pm'. */
export function formatIndianDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? inDateTime().format(date) : '';
}

export { initialsOf } from './initials';

/** Rupees always with paise, as invoices print them: '₹1,000.00'. */
export function formatInrWithPaise(rupees: number): string {
  return inrPaise().format(Number.isFinite(rupees) ? rupees : 0);
}

const inDate = memoByLocale(
  (locale) => new Intl.DateTimeFormat(intlTagOf(locale), { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' }),
);

/** An en-IN date in India's time, as documents are dated: '27 Nov 2026'. */
export function formatIndianDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? inDate().format(date) : '';
}
