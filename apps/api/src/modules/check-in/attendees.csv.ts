import type { Attendee } from '@ticketmela/domain';
import { csvFile } from '../../lib/csv';
import { formatIndiaSortable } from './india-time';

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
] as const;

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const methodLabel = { camera: 'Camera', manual: 'Manual', offline: 'Offline' } as const;

function attendeeCells(attendee: Attendee): (string | number)[] {
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
 * The attendee list as a CSV file: a UTF-8 byte order mark (so spreadsheet programs read names and ₹
 * correctly), a header row, one row per booking, CRLF line ends. Times are India time.
 */
export function attendeesCsv(attendees: Attendee[]): string {
  return csvFile([ATTENDEE_CSV_COLUMNS, ...attendees.map(attendeeCells)]);
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
