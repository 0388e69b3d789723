/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { RefundFailedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees } from './mail-format';
import { ActionButton, Fact, MailLayout, Notice, PlainLink, text } from './mail-layout';

export function RefundFailedMail(props: {
  payload: RefundFailedPayload;
  links: { cancelledBookings: string; ticket: string; contact: string };
}) {
  const { payload, links } = props;
  // Some tickets' refund (decision 0041): the booking itself is still active, on the ticket page.
  const ofTickets = payload.kind === 'tickets';
  return (
    <MailLayout
      preview={`Your refund of ${formatRupees(payload.amountPaise)} did not go through yet. Here is what happens next`}
      heading="Your refund did not go through yet"
      footer="You get this e-mail because a refund of your TicketMela booking could not be completed."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Notice tone="bad">
        Our payment provider did not complete your refund of{' '}
        <strong>{formatRupees(payload.amountPaise)}</strong> ({payload.percentage}%) for{' '}
        <strong>{payload.event.title}</strong>.{' '}
        {ofTickets ? 'The tickets you cancelled stay cancelled' : 'Your booking stays cancelled'} and the
        money is still owed to you.
      </Notice>

      <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>What happens next</Text>
      {payload.willRetry ? (
        <>
          <Text style={{ ...text, margin: '0 0 4px' }}>
            1. We try again automatically over the next hours; you need to do nothing.
          </Text>
          {ofTickets ? null : (
            <Text style={{ ...text, margin: '0 0 4px' }}>
              2. You can also retry at once: 'Check Refund Status' on your cancelled bookings page.
            </Text>
          )}
          <Text style={text}>
            {ofTickets ? 2 : 3}. If it still has not arrived in 10 business days,{' '}
            <PlainLink href={links.contact}>contact us</PlainLink> and mention ticket{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{payload.ticketId}</span>.
          </Text>
        </>
      ) : (
        <Text style={text}>
          Automatic retries have stopped. Our support team will refund you by hand; you can speed this up by{' '}
          <PlainLink href={links.contact}>contacting us</PlainLink> with ticket{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{payload.ticketId}</span>.
        </Text>
      )}

      <Fact label="Ticket ID">{payload.ticketId}</Fact>
      <Fact label="Event">
        {payload.event.title}, {formatEventDate(payload.event.date)}
      </Fact>
      <Fact label="Refund owed">{formatRupees(payload.amountPaise)}</Fact>

      <Section style={{ margin: '8px 0 12px' }}>
        {ofTickets ? (
          <ActionButton href={links.ticket}>See my ticket</ActionButton>
        ) : (
          <ActionButton href={links.cancelledBookings}>Check refund status</ActionButton>
        )}
      </Section>
    </MailLayout>
  );
}
