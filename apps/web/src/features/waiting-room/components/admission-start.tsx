import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitingRoom } from '@ticketmela/domain';
import { admissionStartsIn } from './queue-view';
import { formatMinutesSeconds } from './server-clock';

/**
 * After the draw and before the room lets anyone through (its reveal window, decision 0049): why nobody is let in
 * yet, and how long until they are. The time is a timer (not announced as it changes); nothing shows once admission
 * has started, or before the screen's clock runs.
 */
export function AdmissionStart({ room, serverNow }: { room: WaitingRoom; serverNow: number | null }) {
  const { t } = useLingui();
  const left = serverNow === null ? 0 : admissionStartsIn(room, serverNow);
  if (left <= 0) return null;
  const time = formatMinutesSeconds(left);
  return (
    <p className="text-sm text-gray-700">
      <Trans>
        Everyone in line learns their number first. Admission starts in{' '}
        <span
          role="timer"
          aria-label={t`Time until admission starts`}
          className="font-semibold text-gray-900 tabular-nums"
        >
          {time}
        </span>
        .
      </Trans>
    </p>
  );
}
