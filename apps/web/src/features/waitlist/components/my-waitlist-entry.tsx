import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import Hourglass from 'lucide-react/icons/hourglass';
import TicketIcon from 'lucide-react/icons/ticket';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { heldText, positionText } from './waitlist-texts';

/**
 * The person's place on the event page: their position and 'Leave the waitlist', or the seats an offer holds for
 * them with the way to its checkout.
 */
export function MyWaitlistEntry({
  entry,
  textRef,
}: {
  entry: WaitlistEntry;
  textRef?: Ref<HTMLParagraphElement>;
}) {
  const { i18n } = useLingui();
  if (entry.status === 'offered') {
    return (
      <div className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset">
        <p
          ref={textRef}
          tabIndex={textRef ? -1 : undefined}
          className="flex gap-2 font-semibold text-gray-900 focus:outline-none"
        >
          <TicketIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
          {heldText(i18n, entry)}
        </p>
        <Link to={paths.waitlistOffer(entry._id)} className={buttonClasses({ fullWidth: true })}>
          <Trans>Buy the held tickets</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      <p
        ref={textRef}
        tabIndex={textRef ? -1 : undefined}
        className="flex gap-2 font-semibold text-gray-900 focus:outline-none"
      >
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-night-800" />
        {positionText(i18n, entry)}
      </p>
      {entry.acceptPartial ? (
        <p className="text-sm text-gray-700">
          <Trans>You'll take fewer tickets if that's all that comes back.</Trans>
        </p>
      ) : null}
      <LeaveWaitlistButton entry={entry} />
    </div>
  );
}
