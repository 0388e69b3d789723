import { type Answer, type Attendee, answerText, type TicketHolder } from '@ticketmela/domain';
import { csvFile, csvLine } from '../../lib/csv';
import { formatIndiaSortable } from '../../lib/india-time';

export const ATTENDEE_CSV_COLUMNS = [
  'Ticket ID',
  'Name',
  'Email',
  'Seats',
  'Ticket items',
  'Amount (INR)',
  'Booked at',
  'Checked in',
  'Checked in at',
  'Method',
  'Cancelled',
  'Double entry',
  'Ticket',
  'Attendee name',
  'Attendee email',
  'Category',
  'Ticket cancelled',
  'Promo code',
] as const;

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const methodLabel = { camera: 'Camera', manual: 'Manual', offline: 'Offline' } as const;

function bookingCells(attendee: Attendee): (string | number)[] {
  return [
    attendee.ticketId,
    attendee.userId.name,
    attendee.userId.email,
    attendee.noOfSeats,
    attendee.ticketItems.map((item) => `${item.categoryName} × ${item.quantity}`).join('; '),
    attendee.totalAmount.toFixed(2),
    formatIndiaSortable(new Date(attendee.createdAt)),
    yesNo(attendee.verified),
    attendee.verifiedAt ? formatIndiaSortable(new Date(attendee.verifiedAt)) : '',
    attendee.verifyMethod ? methodLabel[attendee.verifyMethod] : '',
    yesNo(attendee.cancelled),
    yesNo(attendee.doubleEntry === true),
  ];
}

/**
 * One column per question answered anywhere in the list, by the question's id: headed by its most recent label (the
 * list is newest first), in the order the oldest answers give (the order they were asked in).
 */
function questionColumns(attendees: Attendee[]): { id: string; label: string }[] {
  const labels = new Map<string, string>();
  const order: string[] = [];
  for (const attendee of [...attendees].reverse()) {
    for (const answer of [
      ...attendee.tickets.flatMap((ticket) => ticket.answers),
      ...attendee.orderAnswers,
    ]) {
      if (!labels.has(answer.questionId)) order.push(answer.questionId);
      labels.set(answer.questionId, answer.label);
    }
  }
  return order.map((id) => ({ id, label: labels.get(id)! }));
}

const answersById = (answers: Answer[]) =>
  new Map(answers.map((answer) => [answer.questionId, answerText(answer.value)]));

/**
 * A booking's rows: one per ticket, its holder and answers beside the booking's columns, the order's answers repeated
 * on each. A ticket cancelled on its own (a partial cancellation) keeps its row, marked cancelled like every ticket of
 * a cancelled booking. A booking without ticket rows still gets one row.
 */
export function ticketRows(attendee: Attendee, columns: { id: string }[]): (string | number)[][] {
  const booking = bookingCells(attendee);
  const orderAnswers = answersById(attendee.orderAnswers);
  const tickets: (TicketHolder | null)[] = attendee.tickets.length > 0 ? attendee.tickets : [null];
  return tickets.map((ticket) => {
    const own = answersById(ticket?.answers ?? []);
    return [
      ...booking,
      ticket?.position ?? '',
      ticket?.name ?? '',
      ticket?.email ?? '',
      ticket?.categoryName ?? '',
      yesNo(attendee.cancelled || ticket?.cancelled === true),
      attendee.promoCode ?? '',
      ...columns.map((column) => own.get(column.id) ?? orderAnswers.get(column.id) ?? ''),
    ];
  });
}

/**
 * The attendee list as a CSV file: a UTF-8 byte order mark (so spreadsheet programs read names and ₹
 * correctly), a header row, one row per ticket, CRLF line ends. Times are India time. Every cell, the questions'
 * labels included, goes through csvCell (a formula is written as text).
 */
export function attendeesCsv(attendees: Attendee[]): string {
  const columns = questionColumns(attendees);
  return csvFile([
    attendeesCsvHeader(columns),
    ...attendees.flatMap((attendee) => ticketRows(attendee, columns)),
  ]);
}

/** The header row: the booking's and ticket's columns, then one per question by its label. */
export function attendeesCsvHeader(columns: { label: string }[]): string[] {
  return [...ATTENDEE_CSV_COLUMNS, ...columns.map((column) => column.label)];
}

/** The attendees' rows as CSV lines (CRLF ends), for a file written a page at a time. */
export function attendeesCsvLines(attendees: Attendee[], columns: { id: string }[]): string {
  return attendees.flatMap((attendee) => ticketRows(attendee, columns).map(csvLine)).join('');
}

/** 'Sunburn Goa 2026' -> 'sunburn-goa-2026-attendees.csv' (ASCII only, safe in any header). */
export function attendeesCsvFilename(eventTitle: string): string {
  const slug = eventTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'event'}-attendees.csv`;
}
