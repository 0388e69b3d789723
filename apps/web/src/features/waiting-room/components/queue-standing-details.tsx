import { Trans, useLingui } from '@lingui/react/macro';
import type { QueueStanding, WaitingRoom } from '@ticketmela/domain';
import { count, useWaitText } from './queue-texts';
import { progressTowards } from './queue-view';

/** 'Your number' in large, then the people ahead of the person and how long their wait should be. */
export function QueueNumber({ number, standing }: { number: number; standing: QueueStanding }) {
  const waitText = useWaitText();
  const ahead = count(standing.peopleAhead);
  return (
    <div className="space-y-5">
      <div className="text-center">
        <p className="text-sm font-semibold text-gray-700">
          <Trans>Your number</Trans>
        </p>
        <p className="mt-1 text-5xl font-extrabold text-gray-900 tabular-nums">{count(number)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-stone-50 p-3 text-center ring-1 ring-gray-200 ring-inset">
          <dt className="text-xs font-medium text-gray-700">
            <Trans>People ahead of you</Trans>
          </dt>
          <dd className="mt-1 flex min-h-14 items-center justify-center text-xl leading-tight font-bold text-gray-900 tabular-nums">
            {ahead}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-3 text-center ring-1 ring-gray-200 ring-inset">
          <dt className="text-xs font-medium text-gray-700">
            <Trans>Estimated wait</Trans>
          </dt>
          <dd className="mt-1 flex min-h-14 items-center justify-center text-lg leading-tight font-bold text-gray-900">
            {waitText(standing.estimatedWaitSeconds)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * How far the room's admissions have come towards the person's number. Outside the announced area: the numbers it
 * shows are announced with the people ahead.
 */
export function QueueProgress({ number, room }: { number: number; room: WaitingRoom }) {
  const { t } = useLingui();
  const percent = progressTowards(number, room.admittingThrough);
  const through = count(room.admittingThrough);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t`Your progress in the queue`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-700"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-gray-700">
        {room.admittingThrough > 0 ? (
          <Trans>
            Letting in numbers up to <span className="font-semibold tabular-nums">{through}</span>
          </Trans>
        ) : (
          <Trans>Nobody has been let in yet</Trans>
        )}
      </p>
    </div>
  );
}
