import type { Attendee } from '@ticketmela/domain';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { Badge } from '@/components/ui/badge';
import { formatIndianDateTime } from '@/lib/format';
import { AnswerList } from './answer-list';
import { TicketHolderRow } from './ticket-holder-row';

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

/** The booking's code and its answers to the per-order questions, once for the whole booking. */
function OrderDetails({ attendee }: { attendee: Attendee }) {
  if (!attendee.promoCode && attendee.orderAnswers.length === 0) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      {attendee.promoCode ? (
        <p className="inline-flex items-center gap-1.5 text-gray-800">
          <TicketPercent aria-hidden="true" className="size-4 self-center text-brand-700" />
          <span className="text-gray-700">Promo code:</span>{' '}
          <span className="font-mono font-semibold">{attendee.promoCode}</span>
        </p>
      ) : null}
      {attendee.orderAnswers.length > 0 ? (
        <AnswerList answers={attendee.orderAnswers} className="min-w-0" />
      ) : null}
    </div>
  );
}

/**
 * One booking: who booked it, its ticket ID, seats and status ('Double entry' when a door that was offline admitted
 * the ticket again after its check-in) in a row of four columns from `sm` up (a small card on a phone), then one row
 * per ticket with the name it carries, its category and answers. The labels are visible on the phone and read by
 * screen readers everywhere (the column headings above the rows are only visual).
 */
export function AttendeeRow({ attendee }: { attendee: Attendee }) {
  const status = attendeeStatus(attendee);
  const checkedIn = checkedInLine(attendee);
  return (
    <li className="space-y-3 p-4 sm:px-4 sm:py-3">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(8.5rem,1.3fr)] sm:items-center">
        <div className="min-w-0">
          <p className="text-sm text-gray-800">
            <span className="font-medium text-gray-700 sm:sr-only">Booked by: </span>
            <span className="font-semibold break-words text-gray-900">{attendee.userId.name}</span>
          </p>
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
      </div>
      <OrderDetails attendee={attendee} />
      {attendee.tickets.length > 0 ? (
        <ul
          aria-label={`Tickets of ${attendee.ticketId}`}
          className="divide-y divide-gray-200 rounded-xl bg-stone-50 px-3 py-2.5 ring-1 ring-gray-200 ring-inset"
        >
          {attendee.tickets.map((ticket) => (
            <TicketHolderRow key={ticket.position} ticket={ticket} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
