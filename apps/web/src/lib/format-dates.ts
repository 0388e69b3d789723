import { INDIA_TIME_ZONE } from '@ticketmela/domain';
import { format } from 'date-fns';
import { memo, toDate } from './format-internals';

/* The spec's date-fns formats ('MMM dd, yyyy', 'PPP at p'), printed in India Standard Time on any machine. */

const indiaParts = memo(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/** The India wall-clock time of an instant, as a local Date, so date-fns patterns print India time anywhere. */
function inIndia(date: Date): Date {
  const parts: Record<string, number> = {};
  for (const part of indiaParts().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

function formatInIndia(value: Date | string | number, pattern: string): string {
  const date = toDate(value);
  return date ? format(inIndia(date), pattern) : '';
}

/** 'Mar 05, 2026' */
export function formatEventDate(value: Date | string | number): string {
  return formatInIndia(value, 'MMM dd, yyyy');
}

/** 'March 5th, 2026 at 7:30 PM' */
export function formatEventDateTime(value: Date | string | number): string {
  return formatInIndia(value, "PPP 'at' p");
}

/** 'Thursday, March 5th, 2026' */
export function formatEventLongDate(value: Date | string | number): string {
  return formatInIndia(value, 'EEEE, PPP');
}

/** '7:30 PM' */
export function formatEventTime(value: Date | string | number): string {
  return formatInIndia(value, 'p');
}
