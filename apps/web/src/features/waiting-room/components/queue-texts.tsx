import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { QUEUE_PASS_MINUTES } from '@ticketmela/domain';

/** A count as this site writes counts: 1,23,456. */
export const count = (value: number) => value.toLocaleString('en-IN');

/** 'About 12 minutes', 'Less than a minute', or 'Working it out' before the room has let anyone through at a rate. */
export function useWaitText() {
  const { t } = useLingui();
  return (seconds: number | null): string => {
    if (seconds === null) return t`Working it out`;
    if (seconds < 60) return t`Less than a minute`;
    const minutes = Math.round(seconds / 60);
    return t`About ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  };
}

/** Why a lapsed pass is final, in one sentence. */
export function LapsedPassText() {
  const { t } = useLingui();
  const minutes = QUEUE_PASS_MINUTES;
  return (
    <p className="text-sm text-gray-700">
      {t`Your turn came, but the ${minutes} minutes to buy ran out, so the next person in line was let through.`}
    </p>
  );
}
