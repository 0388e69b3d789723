import { Trans } from '@lingui/react/macro';
import type { QueuePass } from '@ticketmela/domain';
import Timer from 'lucide-react/icons/timer';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMinutesSeconds, passTimeLeft } from './server-clock';

/**
 * Above the ticket selection of an admitted person: how long their pass is still good for. Once it has run out,
 * says so (the server refuses the pass then), with the way to their place in the queue.
 */
export function PassNote({
  eventId,
  pass,
  serverNow,
}: {
  eventId: string;
  pass: QueuePass;
  serverNow: number | null;
}) {
  const left = serverNow === null ? null : passTimeLeft(pass, serverNow);
  if (left !== null && left <= 0) {
    return (
      <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900">
        <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <Trans>
            Your pass has lapsed: the time to start buying ran out.{' '}
            <Link to={paths.eventQueue(eventId)} className="font-semibold underline underline-offset-4">
              Your place in the queue
            </Link>
          </Trans>
        </p>
      </div>
    );
  }
  const time = left === null ? '' : formatMinutesSeconds(left);
  return (
    <div className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-3.5 text-sm text-green-900">
      <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans>
          It's your turn. Your pass is good for{' '}
          <span className="inline-block min-w-[4ch] font-bold tabular-nums">{time}</span> more: choose your
          tickets and start paying before then.
        </Trans>
      </p>
    </div>
  );
}
