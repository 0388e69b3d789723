/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { WaitlistClosedPayload } from '../mail-payloads';
import { formatEventDate } from './mail-format';
import { MailLayout, mutedText, PlainLink, text } from './mail-layout';

export function WaitlistClosedMail(props: { payload: WaitlistClosedPayload; links: { events: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  const cancelled = payload.reason === 'event_cancelled';
  return (
    <MailLayout
      preview={
        cancelled
          ? `${event.title} is cancelled, and its waitlist with it`
          : `The waitlist for ${event.title} is closed`
      }
      heading={cancelled ? 'This event has been cancelled' : 'The waitlist is closed'}
      footer="You get this e-mail because you joined this event's waitlist on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        {cancelled ? (
          <>
            We are sorry: the organizer cancelled <strong>{event.title}</strong>, planned for{' '}
            {formatEventDate(event.date)}. Its waitlist is closed, so no tickets will come to you from it.
          </>
        ) : (
          <>
            The organizer of <strong>{event.title}</strong> closed its waitlist
            {payload.categoryName ? ` for ${payload.categoryName} tickets` : ''}. No tickets will come to you
            from it.
          </>
        )}{' '}
        You paid nothing for your place in line, so there is nothing to refund.
      </Text>
      <Text style={mutedText}>
        Find another event to enjoy: <PlainLink href={links.events}>browse upcoming events</PlainLink>
      </Text>
    </MailLayout>
  );
}
