import { format, isValid } from 'date-fns';

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

/** Rupees in Indian format: ₹1,50,000 for whole amounts, ₹499.50 when there are paise. */
export function formatInr(rupees: number | null | undefined): string {
  const amount = typeof rupees === 'number' && Number.isFinite(rupees) ? rupees : 0;
  return Number.isInteger(amount) ? inrWhole.format(amount) : inrPaise.format(amount);
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** 'Mar 05, 2026' */
export function formatEventDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? format(date, 'MMM dd, yyyy') : '';
}

/** 'March 5th, 2026 at 7:30 PM' */
export function formatEventDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? format(date, "PPP 'at' p") : '';
}

const longUsDateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The card format of the spec: 'Thursday, March 5, 2026 at 07:30 PM' (US English). */
export function formatEventCardDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? longUsDateTime.format(date) : '';
}

const inDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** en-IN date and time, used by the admin and organizer inboxes: '5 Mar 2026, 7:30 pm'. */
export function formatIndianDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? inDateTime.format(date) : '';
}

/** 'Priya Sharma' -> 'PS'; 'priya' -> 'P'; blank -> '?'. */
export function initialsOf(name: string | null | undefined, max = 2): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]!.charAt(0)] : [words[0]!.charAt(0), words.at(-1)!.charAt(0)];
  return letters.slice(0, max).join('').toUpperCase();
}
