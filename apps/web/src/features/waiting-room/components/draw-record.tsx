import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedWaitingRoom } from '@ticketmela/domain';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatEventDateTime } from '@/lib/format-dates';
import { count } from './queue-texts';

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3.5 ring-1 ring-gray-200 ring-inset">
      <dt className="text-sm text-gray-700">{term}</dt>
      <dd className="mt-1 text-lg font-bold text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The room after its draw, read-only: when it was drawn and its seed (for an audit), how long the line was given to
 * learn its numbers before admission started, how many are in line, how many have been let in and bought, and
 * whether it has sold out. Before the draw, what will happen and when.
 */
export function DrawRecord({ room }: { room: ManagedWaitingRoom }) {
  const { t } = useLingui();
  if (!room.started) {
    const onSaleText = room.onSaleAt ? formatEventDateTime(room.onSaleAt) : '';
    return (
      <p className="text-gray-700">
        {room.enabled && onSaleText ? (
          <Trans>
            The draw has not been made yet. It runs at the on-sale time, {onSaleText}. People who have joined
            so far: <span className="font-semibold tabular-nums">{count(room.placesTaken)}</span>.
          </Trans>
        ) : (
          <Trans>The waiting room is off: the event sells without a queue.</Trans>
        )}
      </p>
    );
  }
  // The reveal window: the line is told its numbers before anyone is let through (decision 0049).
  const revealSeconds =
    room.drawnAt && room.admissionStartsAt
      ? Math.round((Date.parse(room.admissionStartsAt) - Date.parse(room.drawnAt)) / 1000)
      : 0;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t`Drawn at`}>{room.drawnAt ? formatEventDateTime(room.drawnAt) : '—'}</Fact>
        <Fact term={t`Wait before admission`}>{t`${revealSeconds} s`}</Fact>
        <Fact term={t`People in line`}>{count(room.lastNumber)}</Fact>
        <Fact term={t`Admitted so far`}>{count(room.admittingThrough)}</Fact>
        <Fact term={t`Admitted per minute`}>{count(room.admittedPerMinute)}</Fact>
        <Fact term={t`Passes used`}>{count(room.passesUsed)}</Fact>
        <Fact term={t`Sold out`}>
          {room.soldOut ? (
            <Badge tone="red">
              <Trans>Yes</Trans>
            </Badge>
          ) : (
            <Badge tone="green">
              <Trans>No</Trans>
            </Badge>
          )}
        </Fact>
      </dl>
      <div className="space-y-1.5">
        <h3 className="text-sm font-semibold text-gray-900">
          <Trans>Seed of the draw</Trans>
        </h3>
        <p className="rounded-xl bg-stone-50 p-3 font-mono text-sm break-all text-gray-900 ring-1 ring-gray-200 ring-inset">
          {room.drawSeed ?? '—'}
        </p>
        <p className="text-sm text-gray-700">
          <Trans>Anyone given this seed and the list of places can replay the order.</Trans>
        </p>
      </div>
    </div>
  );
}
