import { INDIA_TIME_ZONE, paiseToRupees } from '@ticketmela/domain';
import type { MailRefundPolicy } from '../mail-payloads';

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

/** Rupees as the site shows them: ₹1,50,000 for whole amounts, ₹499.50 with paise. */
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

/** An event's start in India time: 'Saturday, 21 November 2026 at 7:30 pm IST'. */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  return `${eventDateFormat.format(date)} at ${timeFormat.format(date)} IST`;
}

/** Any other instant in India time: '5 Mar 2026, 7:30 pm IST'. */
export function formatIndiaInstant(iso: string): string {
  return `${shortDateTimeFormat.format(new Date(iso))} IST`;
}

/** The three tiers of a refund policy, as the event page states them. */
export function refundPolicyLines(policy: MailRefundPolicy): string[] {
  return [
    `7 or more days before the event: ${policy.sevenDaysOrMore}% refund`,
    `1 to 7 days before: ${policy.oneToDays}% refund`,
    `Less than 24 hours before: ${policy.lessThanDay === 0 ? 'no refund' : `${policy.lessThanDay}% refund`}`,
  ];
}

/** Venue, address and city in one line; the city is left out when the address already names it. */
export function venueLine(event: { venueName: string; venueAddress: string | null; city: string }): string {
  const address = event.venueAddress?.trim() ?? '';
  const city = address.toLowerCase().includes(event.city.trim().toLowerCase()) ? '' : event.city;
  return [event.venueName, address, city].filter(Boolean).join(', ');
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
