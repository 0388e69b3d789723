import { INDIA_TIME_ZONE, type Locale } from '@ticketmela/domain';

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(format: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const spokenFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const hindiFormat = new Intl.DateTimeFormat('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * An instant as people at the door read it, in India time: '22 Nov 2026, 7:05 pm IST'; in Hindi as the web app shows
 * dates, '22 नव॰ 2026, 7:05 pm IST'.
 */
export function formatIndiaDateTime(date: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') return `${hindiFormat.format(date)} IST`;
  const { day, month, year, hour, minute, dayPeriod } = partsOf(spokenFormat, date);
  return `${day} ${month} ${year}, ${hour}:${minute} ${(dayPeriod ?? '').toLowerCase()} IST`;
}

const sortableFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant in India time as spreadsheets read a date-time: '2026-11-22 19:05:09'. The CSV export's
 * times (events happen in India, so their lists are read in India time).
 */
export function formatIndiaSortable(date: Date): string {
  const { year, month, day, hour, minute, second } = partsOf(sortableFormat, date);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}
