import type { WaitlistEntry } from '@ticketmela/domain';
import TicketIcon from 'lucide-react/icons/ticket';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { positionText } from './waitlist-texts';

/** What became of an offer that can no longer be bought here, and where to go next. */
function ending(entry: WaitlistEntry): { title: string; text: string } {
  switch (entry.status) {
    case 'converted':
      return { title: 'You bought these tickets', text: 'Your ticket is ready.' };
    case 'declined':
      return {
        title: 'You declined this offer',
        text: 'The tickets went to the next person in line, and you are no longer on the waitlist.',
      };
    case 'left':
      return { title: 'You left this waitlist', text: 'There is no offer to buy.' };
    case 'closed':
      return {
        title: 'This waitlist is closed',
        text: 'The organizer closed the waitlist or the event was cancelled, so no tickets are held for you.',
      };
    case 'waiting':
      return {
        title: 'No tickets are held for you yet',
        text: `${positionText(entry)}. We'll e-mail you when tickets come back to you.`,
      };
    default:
      // Expired, or offered with its time run out (the server's next pass marks it expired).
      return {
        title: 'This offer has expired',
        text: 'The tickets were held for a limited time and have gone to the next person in line.',
      };
  }
}

export function OfferEndedNotice({ entry }: { entry: WaitlistEntry }) {
  const { title, text } = ending(entry);
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
          View My Ticket
        </Link>
      ) : (
        <Link to={paths.event(entry.event._id)} className={buttonClasses({ variant: 'outline' })}>
          Back to the event
        </Link>
      )}
    </div>
  );
}
