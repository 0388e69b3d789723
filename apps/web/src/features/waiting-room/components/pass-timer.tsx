import { Trans, useLingui } from '@lingui/react/macro';
import type { QueuePass } from '@ticketmela/domain';
import { formatMinutesSeconds, passTimeLeft } from './server-clock';

/** The pass's time left, in large minutes and seconds; not announced as it changes (a timer). */
export function PassTimer({ pass, serverNow }: { pass: QueuePass; serverNow: number | null }) {
  const { t } = useLingui();
  const left = serverNow === null ? null : passTimeLeft(pass, serverNow);
  return (
    <div className="rounded-xl bg-green-50 p-4 text-center ring-1 ring-green-200 ring-inset">
      <p className="text-sm font-semibold text-green-900">
        <Trans>Your pass is good for</Trans>
      </p>
      <p
        role="timer"
        aria-label={t`Time left on your pass`}
        className="mt-1 text-4xl font-extrabold text-green-900 tabular-nums"
      >
        {left === null ? '--:--' : formatMinutesSeconds(left)}
      </p>
    </div>
  );
}
