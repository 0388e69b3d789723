import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attendee } from '@ticketmela/domain';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { Badge } from '@/components/ui/badge';
import { formatIndianDateTime } from '@/lib/format';
import { AnswerList } from './answer-list';
import { TicketHolderRow } from './ticket-holder-row';

/** 'Verified' or 'Pending' (spec §4 Ticket), or 'Cancelled' for a booking that no longer admits anyone. */
export function attendeeStatus(attendee: Pick<Attendee, 'cancelled' | 'verified'>) {
  if (attendee.cancelled) return { label: msg`Cancelled`, tone: 'red' } as const;
  if (attendee.verified) return { label: msg`Verified`, tone: 'green' } as const;
  return { label: msg`Pending`, tone: 'yellow' } as const;
}

/** '2 seats', or '2 × Gold, 1 × Silver' for a booking with ticket categories. */
export function attendeeSeats(
  attendee: Pick<Attendee, 'hasTicketCategories' | 'ticketItems' | 'noOfSeats'>,
  i18n: I18n,
) {
  if (attendee.hasTicketCategories && attendee.ticketItems.length > 0) {
    return attendee.ticketItems.map((item) => `${item.quantity} × ${item.categoryName}`).join(', ');
  }
  const seats = attendee.noOfSeats;
  return i18n._(msg`${plural(seats, { one: '# seat', other: '# seats' })}`);
}

const methodWords = { camera: msg`scanned`, manual: msg`typed`, offline: msg`offline door` } as const;

/** When the booking was checked in, by whom and how: '5 Mar 2026, 7:05 pm by Ravi Kumar (scanned)'. */
function checkedInLine(attendee: Attendee, i18n: I18n): string | null {
  if (!attendee.verified || !attendee.verifiedAt) return null;
  const time = formatIndianDateTime(attendee.verifiedAt);
  const how = attendee.verifyMethod ? i18n._(methodWords[attendee.verifyMethod]) : null;
  const name = attendee.verifiedBy?.name;
  if (name && how) return i18n._(msg`${time} by ${name} (${how})`);
  if (name) return i18n._(msg`${time} by ${name}`);
  if (how) return i18n._(msg`${time} (${how})`);
  return time;
}

/** The booking's code and its answers to the per-order questions, once for the whole booking. */
function OrderDetails({ attendee }: { attendee: Attendee }) {
  if (!attendee.promoCode && attendee.orderAnswers.length === 0) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      {attendee.promoCode ? (
        <p className="inline-flex items-center gap-1.5 text-gray-800">
          <TicketPercent aria-hidden="true" className="size-4 self-center text-brand-700" />
          <span className="text-gray-700">
            <Trans>Promo code:</Trans>
          </span>{' '}
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
  const { t, i18n } = useLingui();
  const status = attendeeStatus(attendee);
  const checkedIn = checkedInLine(attendee, i18n);
  const ticketId = attendee.ticketId;
  return (
    <li className="space-y-3 p-4 sm:px-4 sm:py-3">
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(8.5rem,1.3fr)] sm:items-center">
        <div className="min-w-0">
          <p className="text-sm text-gray-800">
            <span className="font-medium text-gray-700 sm:sr-only">{t`Booked by:`} </span>
            <span className="font-semibold break-words text-gray-900">{attendee.userId.name}</span>
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-gray-700">{attendee.userId.email}</p>
        </div>
        <p className="min-w-0 text-sm text-gray-800">
          <span className="font-medium text-gray-700 sm:sr-only">{t`Ticket ID:`} </span>
          <span className="font-mono break-all">{attendee.ticketId}</span>
        </p>
        <p className="min-w-0 text-sm text-gray-800">
          <span className="font-medium text-gray-700 sm:sr-only">{t`Seats:`} </span>
          {attendeeSeats(attendee, i18n)}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:block">
          <span className="sr-only">{t`Status:`} </span>
          <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
          {attendee.doubleEntry ? (
            <Badge tone="red" className="sm:ml-1.5">
              <Trans>Double entry</Trans>
            </Badge>
          ) : null}
          {checkedIn ? <p className="text-xs text-gray-700 sm:mt-1">{checkedIn}</p> : null}
        </div>
      </div>
      <OrderDetails attendee={attendee} />
      {attendee.tickets.length > 0 ? (
        <ul
          aria-label={t`Tickets of ${ticketId}`}
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
