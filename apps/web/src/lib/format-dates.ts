import { INDIA_TIME_ZONE } from '@ticketmela/domain';
import { format } from 'date-fns';
import { currentLocale, memo, toDate } from './format-internals';

/*
 * The spec's date-fns formats ('MMM dd, yyyy', 'PPP at p'), printed in India Standard Time on any machine. In Hindi
 * the same dates come from Intl's hi-IN, with Hindi month and weekday names ('05 मार्च 2026').
 */

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

const hindi = (options: Intl.DateTimeFormatOptions) =>
  memo(() => new Intl.DateTimeFormat('hi-IN', { timeZone: INDIA_TIME_ZONE, ...options }));

const HINDI = {
  date: hindi({ day: '2-digit', month: 'short', year: 'numeric' }),
  dateTime: hindi({ day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  longDate: hindi({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  time: hindi({ hour: 'numeric', minute: '2-digit' }),
};

function formatInIndia(
  value: Date | string | number,
  pattern: string,
  inHindi: () => Intl.DateTimeFormat,
): string {
  const date = toDate(value);
  if (!date) return '';
  return currentLocale() === 'hi' ? inHindi().format(date) : format(inIndia(date), pattern);
}

/** 'Mar 05, 2026' ('05 मार्च 2026') */
export function formatEventDate(value: Date | string | number): string {
  return formatInIndia(value, 'MMM dd, yyyy', HINDI.date);
}

/** 'March 5th, 2026 at 7:30 PM' ('5 मार्च 2026 को 7:30 pm बजे') */
export function formatEventDateTime(value: Date | string | number): string {
  return formatInIndia(value, "PPP 'at' p", HINDI.dateTime);
}

/** 'Thursday, March 5th, 2026' ('गुरुवार, 5 मार्च 2026') */
export function formatEventLongDate(value: Date | string | number): string {
  return formatInIndia(value, 'EEEE, PPP', HINDI.longDate);
}

/** '7:30 PM' ('7:30 pm') */
export function formatEventTime(value: Date | string | number): string {
  return formatInIndia(value, 'p', HINDI.time);
}
