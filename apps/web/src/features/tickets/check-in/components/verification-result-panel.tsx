import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleX from 'lucide-react/icons/circle-x';
import CloudOff from 'lucide-react/icons/cloud-off';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatIndianDateTime } from '@/lib/format';
import type { VerificationOutcome } from './verification-outcome';

const looks = {
  success: {
    title: msg`Verification Successful`,
    box: 'border-green-200 bg-green-50',
    icon: 'bg-green-100 text-green-800',
    Icon: CircleCheckBig,
  },
  'offline-admitted': {
    title: msg`Admitted Offline`,
    box: 'border-green-200 bg-green-50',
    icon: 'bg-green-100 text-green-800',
    Icon: CloudOff,
  },
  failure: {
    title: msg`Verification Failed`,
    box: 'border-red-200 bg-red-50',
    icon: 'bg-red-100 text-red-800',
    Icon: CircleX,
  },
  undone: {
    title: msg`Check-in Undone`,
    box: 'border-amber-200 bg-amber-50',
    icon: 'bg-amber-100 text-amber-900',
    Icon: RotateCcw,
  },
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-gray-700 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** 'Admitted: Asha Rao, Vikram Singh': the names on the tickets let in, for the door to read out. */
function AdmittedNames({ names, compact }: { names: string[] | undefined; compact: boolean }) {
  if (!names || names.length === 0) return null;
  return (
    <p className={cn('text-sm break-words text-gray-900', compact ? 'mt-3' : 'mt-4')}>
      <span className="font-semibold">
        <Trans>Admitted:</Trans>
      </span>{' '}
      {names.join(', ')}
    </p>
  );
}

/**
 * The result panel: 'Verification Successful' with the server's message, the names admitted, Ticket ID and Number of
 * Seats (and who and which tickets), 'Admitted Offline' with what the downloaded list says (names, ticket, seats,
 * holder), or 'Verification Failed' with the server's or the offline door's reason. `compact` is the scanner's version.
 */
export function VerificationResultPanel({
  outcome,
  headingLevel = 2,
  compact = false,
  action,
}: {
  outcome: VerificationOutcome;
  headingLevel?: 2 | 3;
  compact?: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const look = looks[outcome.status];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const booking = outcome.status === 'success' || outcome.status === 'undone' ? outcome.booking : null;
  const offlineEntry = outcome.status === 'offline-admitted' ? outcome.entry : null;
  return (
    <div className={cn('rounded-2xl border', look.box, compact ? 'p-4' : 'p-5 sm:p-6')}>
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex shrink-0 items-center justify-center rounded-full',
            look.icon,
            compact ? 'size-9' : 'size-11',
          )}
        >
          <look.Icon aria-hidden="true" className={compact ? 'size-5' : 'size-6'} />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className={cn('font-bold text-gray-900', compact ? 'text-base' : 'text-lg sm:text-xl')}>
            {i18n._(look.title)}
          </Heading>
          <p className="mt-1 text-sm break-words text-gray-800">{outcome.message}</p>
        </div>
      </div>
      {outcome.status === 'success' ? (
        <AdmittedNames names={outcome.booking.attendeeNames} compact={compact} />
      ) : null}
      {offlineEntry ? <AdmittedNames names={offlineEntry.names} compact={compact} /> : null}
      {booking ? (
        <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3', compact ? 'mt-3' : 'mt-5 sm:grid-cols-3')}>
          <Detail label={t`Ticket ID`}>
            <span className="font-mono">{booking.ticketId}</span>
          </Detail>
          <Detail label={t`Number of Seats`}>{booking.noOfSeats}</Detail>
          {!compact ? <Detail label={t`Attendee`}>{booking.attendeeName}</Detail> : null}
          {!compact && booking.hasTicketCategories && booking.ticketItems.length > 0 ? (
            <Detail label={t`Tickets`}>
              {booking.ticketItems.map((item) => `${item.quantity} × ${item.categoryName}`).join(', ')}
            </Detail>
          ) : null}
          {!compact && outcome.status === 'success' && booking.verifiedAt ? (
            <Detail label={t`Checked in`}>{formatIndianDateTime(booking.verifiedAt)}</Detail>
          ) : null}
        </dl>
      ) : null}
      {offlineEntry ? (
        <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3', compact ? 'mt-3' : 'mt-5 sm:grid-cols-3')}>
          <Detail label={t`Ticket ID`}>
            <span className="font-mono">{offlineEntry.ticketId}</span>
          </Detail>
          <Detail label={t`Number of Seats`}>{offlineEntry.seats}</Detail>
          {!compact ? <Detail label={t`Attendee`}>{offlineEntry.holder}</Detail> : null}
        </dl>
      ) : null}
      {action ? <div className="mt-5 flex flex-wrap gap-3">{action}</div> : null}
    </div>
  );
}
