/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { refundStatusLabel, timeBeforeEventText } from '@ticketmela/domain';
import type { BookingCancelledPayload } from '../mail-payloads';
import { formatEventDate, formatIndiaInstant, formatRupees, plural } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';
import { RefundPolicyBlock } from './refund-policy-block';

/** The refund's way in the words of the cancelled bookings page (its status labels, from the domain). */
const SITE_REFUND_STEPS = `Your cancelled bookings page shows '${refundStatusLabel('pending')}' until the provider confirms it, then '${refundStatusLabel('processed')}'; the money reaches your card 5-10 business days after that.`;

export function BookingCancelledMail(props: {
  payload: BookingCancelledPayload;
  links: { cancelledBookings: string };
}) {
  const { payload, links } = props;
  const refunding = payload.refundStatus === 'pending';
  const free = payload.totalAmountPaise === 0;
  const before = timeBeforeEventText(payload.daysBeforeEvent);
  return (
    <MailLayout
      preview={
        refunding
          ? `Refund of ${formatRupees(payload.refundAmountPaise)} (${payload.percentage}%) on its way`
          : `Your booking ${payload.ticketId} is cancelled`
      }
      heading="Your booking is cancelled"
      footer="You get this e-mail because you cancelled a booking on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        You cancelled your booking for <strong>{payload.event.title}</strong> on{' '}
        {formatIndiaInstant(payload.cancelledAt)}, {before} before the event. Your seats are released.
      </Text>

      {free ? (
        <Notice tone="good">These tickets were free, so there is nothing to refund.</Notice>
      ) : refunding ? (
        <Notice tone="good">
          Refund: <strong>{formatRupees(payload.refundAmountPaise)}</strong> ({payload.percentage}% of{' '}
          {formatRupees(payload.totalAmountPaise)}), requested from our payment provider as you cancelled.{' '}
          {SITE_REFUND_STEPS}
        </Notice>
      ) : (
        <Notice tone="warn">
          No refund applies: the policy below gives {payload.percentage}% when cancelling {before} before the
          event.
        </Notice>
      )}

      <Fact label="Ticket ID">{payload.ticketId}</Fact>
      <Fact label="Event">{payload.event.title}</Fact>
      <Fact label="Date & time">{formatEventDate(payload.event.date)}</Fact>
      <Fact label="Seats">{plural(payload.seats, 'seat')}</Fact>
      <Fact label="Original amount">{free ? 'Free' : formatRupees(payload.totalAmountPaise)}</Fact>
      {free ? null : (
        <Fact label="Refund">
          {refunding
            ? `${formatRupees(payload.refundAmountPaise)} (${payload.percentage}%)`
            : refundStatusLabel('none')}
        </Fact>
      )}

      <Divider />
      <RefundPolicyBlock policy={payload.refundPolicy} heading="The refund policy of your booking" />
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.cancelledBookings}>See my cancelled bookings</ActionButton>
      </Section>
      {refunding ? (
        <Text style={mutedText}>'Check Refund Status' on that page shows where your refund stands.</Text>
      ) : null}
    </MailLayout>
  );
}
