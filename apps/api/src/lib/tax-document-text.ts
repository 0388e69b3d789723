import { INDIA_TIME_ZONE, type Locale, paiseToRupees, type TaxDocument } from '@ticketmela/domain';
import { type Message, msg } from '../i18n/message';

// How a tax document's figures, dates and file name are written (issue 27): the PDF's words, apart from its layout.
// Figures are the same in Hindi (₹ with Indian grouping, Latin digits); dates take Hindi's month and weekday names.

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as an invoice shows them: always with paise, Indian digit grouping: ₹1,23,456.50. */
export function formatInvoiceRupees(paise: number): string {
  return rupees.format(paiseToRupees(paise));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<string, string> = {
  Sunday: 'Sun',
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
};
const indiaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function partsInIndia(iso: string) {
  const parts = Object.fromEntries(
    indiaParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`,
    weekday: WEEKDAYS[parts.weekday!] ?? parts.weekday,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`,
  };
}

const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const hindiEventStart = new Intl.DateTimeFormat('hi-IN', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A date in India time, as invoices show it: '27 Nov 2026' (ICU's own short months say 'Sept'); '27 नव॰ 2026'. */
export function formatInvoiceDate(iso: string, locale: Locale = 'en'): string {
  return locale === 'hi' ? hindiDate.format(new Date(iso)) : partsInIndia(iso).date;
}

/** An event's start in India time: 'Sat, 21 Nov 2026, 7:30 pm IST'; 'शनि, 21 नव॰ 2026, 7:30 pm IST'. */
export function formatEventStart(iso: string, locale: Locale = 'en'): string {
  if (locale === 'hi') return `${hindiEventStart.format(new Date(iso))} IST`;
  const parts = partsInIndia(iso);
  return `${parts.weekday}, ${parts.date}, ${parts.time} IST`;
}

/** A rate in basis points as a percentage: 900 → '9%', 1250 → '12.5%'. */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

const FILE_KIND: Record<TaxDocument['kind'], string> = {
  tax_invoice: 'Invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

/** The PDF's file name: 'Invoice INV-2627-1.pdf' (a number's slashes become dashes: no paths in a file name). */
export function taxDocumentFileName(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  const number = document.number.replace(/[/\\:*?"<>|\s]+/g, '-');
  return `${FILE_KIND[document.kind]} ${number}.pdf`;
}

/** A state as documents name it: 'Maharashtra (27)'. */
export function stateText(state: { code: string; name: string }): string {
  return `${state.name} (${state.code})`;
}

/** The document's words in its language. */
export type DocumentWords = (message: Message) => string;

/** The prefix invoice-issue.ts writes before the event's title in a ticket line's frozen description. */
const ADMISSION_PREFIX = 'Admission: ';

/** A line's description in the document's language: the admission to the event, the event's title as typed. */
export function lineDescription(t: DocumentWords, description: string): string {
  return description.startsWith(ADMISSION_PREFIX)
    ? t(msg('Admission: {event}', { event: description.slice(ADMISSION_PREFIX.length) }))
    : description;
}
