import type { Attendee } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { formatIndianDateTime } from '@/lib/format';

/** 'Verified' or 'Pending' (spec §4 Ticket), or 'Cancelled' for a booking that no longer admits anyone. */
export function attendeeStatus(attendee: Pick<Attendee, 'cancelled' | 'verified'>) {
  if (attendee.cancelled) return { label: 'Cancelled', tone: 'red' } as const;
  if (attendee.verified) return { label: 'Verified', tone: 'green' } as const;
  return { label: 'Pending', tone: 'yellow' } as const;
}

/** '2 seats', or '2 × Gold, 1 × Silver' for a booking with ticket categories. */
export function attendeeSeats(attendee: Pick<Attendee, 'hasTicketCategories' | 'ticketItems' | 'noOfSeats'>) {
  if (attendee.hasTicketCategories && attendee.ticketItems.length > 0) {
    return attendee.ticketItems.map((item) => `${item.quantity} × ${item.categoryName}`).join(', ');
  }
  return `${attendee.noOfSeats} ${attendee.noOfSeats === 1 ? 'seat' : 'seats'}`;
}

const methodWords = { camera: 'scanned', manual: 'typed', offline: 'offline door' } as const;

function checkedInLine(attendee: Attendee): string | null {
  if (!attendee.verified || !attendee.verifiedAt) return null;
  const how = attendee.verifyMethod ? methodWords[attendee.verifyMethod] : null;
  const by = attendee.verifiedBy ? ` by ${attendee.verifiedBy.name}` : '';
  return `${formatIndianDateTime(attendee.verifiedAt)}${by}${how ? ` (${how})` : ''}`;
}

/**
 * One attendee ('Double entry' when a door that was offline admitted the ticket again after its check-in): a row of four columns from `sm` up, a small card on a phone. The labels are visible on the phone
 * and read by screen readers everywhere (the column headings above the rows are only visual).
 */
export function AttendeeRow({ attendee }: { attendee: Attendee }) {
  const status = attendeeStatus(attendee);
  const checkedIn = checkedInLine(attendee);
  return (
    <li className="grid gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(8.5rem,1.3fr)] sm:items-center sm:px-4 sm:py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-gray-900">{attendee.userId.name}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-gray-700">{attendee.userId.email}</p>
      </div>
      <p className="min-w-0 text-sm text-gray-800">
        <span className="font-medium text-gray-700 sm:sr-only">Ticket ID: </span>
        <span className="font-mono break-all">{attendee.ticketId}</span>
      </p>
      <p className="min-w-0 text-sm text-gray-800">
        <span className="font-medium text-gray-700 sm:sr-only">Seats: </span>
        {attendeeSeats(attendee)}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:block">
        <span className="sr-only">Status: </span>
        <Badge tone={status.tone}>{status.label}</Badge>
        {attendee.doubleEntry ? (
          <Badge tone="red" className="sm:ml-1.5">
            Double entry
          </Badge>
        ) : null}
        {checkedIn ? <p className="text-xs text-gray-700 sm:mt-1">{checkedIn}</p> : null}
      </div>
    </li>
  );
}
