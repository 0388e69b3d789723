import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WaitlistEntry } from '@ticketmela/domain';
import TicketIcon from 'lucide-react/icons/ticket';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { positionText } from './waitlist-texts';

/** What became of an offer that can no longer be bought here, and where to go next. */
function ending(i18n: I18n, entry: WaitlistEntry): { title: string; text: string } {
  switch (entry.status) {
    case 'converted':
      return { title: i18n._(msg`You bought these tickets`), text: i18n._(msg`Your ticket is ready.`) };
    case 'declined':
      return {
        title: i18n._(msg`You declined this offer`),
        text: i18n._(
          msg`The tickets went to the next person in line, and you are no longer on the waitlist.`,
        ),
      };
    case 'left':
      return { title: i18n._(msg`You left this waitlist`), text: i18n._(msg`There is no offer to buy.`) };
    case 'closed':
      return {
        title: i18n._(msg`This waitlist is closed`),
        text: i18n._(
          msg`The organizer closed the waitlist or the event was cancelled, so no tickets are held for you.`,
        ),
      };
    case 'waiting': {
      const place = positionText(i18n, entry);
      return {
        title: i18n._(msg`No tickets are held for you yet`),
        text: i18n._(msg`${place}. We'll e-mail you when tickets come back to you.`),
      };
    }
    default:
      // Expired, or offered with its time run out (the server's next pass marks it expired).
      return {
        title: i18n._(msg`This offer has expired`),
        text: i18n._(msg`The tickets were held for a limited time and have gone to the next person in line.`),
      };
  }
}

export function OfferEndedNotice({ entry }: { entry: WaitlistEntry }) {
  const { i18n } = useLingui();
  const { title, text } = ending(i18n, entry);
  return (
    <div className="space-y-4">
      <Alert tone={entry.status === 'converted' ? 'info' : 'warning'} title={title}>
        <p>
          {entry.event.title}: {text}
        </p>
      </Alert>
      {entry.status === 'converted' && entry.bookingId ? (
        <Link to={paths.ticket(entry.bookingId)} className={buttonClasses()}>
          <TicketIcon aria-hidden="true" className="size-4" />
          <Trans>View My Ticket</Trans>
        </Link>
      ) : (
        <Link to={paths.event(entry.event._id)} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Back to the event</Trans>
        </Link>
      )}
    </div>
  );
}
