/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { type PaidMethod, paidByLabel } from '@ticketmela/domain';
import type { PaymentRefundedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';

/** Why no booking was made, as the end of "... but no booking was made: ...". */
const REASONS: Record<PaymentRefundedPayload['reason'], string> = {
  event_cancelled: 'the event was cancelled',
  sold_out: 'your payment completed after your seat hold had run out, and the seats had sold out meanwhile',
};

/** Where the money goes back to: the way it was paid. */
function refundDestination(method: PaidMethod | null): string {
  switch (method?.kind) {
    case 'upi':
      return 'the same UPI account';
    case 'card':
      return 'the same card';
    case 'netbanking':
      return 'the same bank account';
    case 'wallet':
      return 'the same wallet';
    default:
      return 'the account you paid from';
  }
}

export function PaymentRefundedMail(props: {
  payload: PaymentRefundedPayload;
  links: { events: string; contact: string };
}) {
  const { payload, links } = props;
  const { event } = payload;
  const amount = formatRupees(payload.amountPaise);
  return (
    <MailLayout
      preview={`Your payment of ${amount} for ${event.title} was refunded in full. No booking was made`}
      heading="Your payment was refunded in full"
      footer="You get this e-mail because you paid for tickets on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        Your payment of <strong>{amount}</strong> for <strong>{event.title}</strong> went through, but no
        booking was made: {REASONS[payload.reason]}.
      </Text>
      <Notice tone="good">
        The full amount, <strong>{amount}</strong>, is refunded to {refundDestination(payload.method)}. Banks
        usually take 5–7 working days to show it. You need to do nothing.
      </Notice>

      <Fact label="Event">{event.title}</Fact>
      <Fact label="Date & time">{formatEventDate(event.date)}</Fact>
      <Fact label="Venue">{venueLine(event)}</Fact>
      <Section style={{ margin: '0 0 10px' }}>
        <Text style={{ ...mutedText, margin: 0, lineHeight: '20px' }}>Refunded</Text>
        <Text style={{ ...text, margin: 0, fontWeight: 600 }}>{amount}</Text>
        {payload.method ? (
          <Text style={{ ...mutedText, margin: 0 }}>{paidByLabel(payload.method)}</Text>
        ) : null}
      </Section>

      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.events}>Find another event</ActionButton>
      </Section>
      <Text style={mutedText}>
        If the refund has not reached you after 7 working days,{' '}
        <PlainLink href={links.contact}>contact us</PlainLink> and mention {event.title}.
      </Text>
    </MailLayout>
  );
}
