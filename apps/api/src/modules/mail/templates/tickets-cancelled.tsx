/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { refundStatusLabel, timeBeforeEventText } from '@ticketmela/domain';
import type { TicketsCancelledPayload } from '../mail-payloads';
import { formatEventDate, formatIndiaInstant, formatRupees, plural } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';
import { RefundPolicyBlock } from './refund-policy-block';

const linesText = (lines: { categoryName: string; quantity: number }[]) =>
  lines.map((line) => `${line.quantity} × ${line.categoryName}`).join(', ');

/** Some tickets of a booking cancelled (decision 0041): what went, its refund, and what is still booked. */
export function TicketsCancelledMail(props: { payload: TicketsCancelledPayload; links: { ticket: string } }) {
  const { payload, links } = props;
  const refunding = payload.refundStatus === 'pending';
  const free = payload.cancelledAmountPaise === 0;
  const before = timeBeforeEventText(payload.daysBeforeEvent);
  const cancelled = plural(payload.cancelledSeats, 'ticket');
  return (
    <MailLayout
      preview={
        refunding
          ? `${cancelled} cancelled, refund of ${formatRupees(payload.refundAmountPaise)} on its way; ${plural(payload.seatsLeft, 'seat')} still booked`
          : `${cancelled} cancelled; ${plural(payload.seatsLeft, 'seat')} still booked`
      }
      heading="Some of your tickets are cancelled"
      footer="You get this e-mail because you cancelled tickets of a booking on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        You cancelled {cancelled}
        {payload.cancelledLines.length ? ` (${linesText(payload.cancelledLines)})` : ''} of your booking for{' '}
        <strong>{payload.event.title}</strong> on {formatIndiaInstant(payload.cancelledAt)}, {before} before
        the event. Your booking keeps {plural(payload.seatsLeft, 'seat')}, and its QR code stays the same: the
        ticket you saved or printed still works, for the seats left.
      </Text>

      {free ? (
        <Notice tone="good">These tickets were free, so there is nothing to refund.</Notice>
      ) : refunding ? (
        <Notice tone="good">
          Refund: <strong>{formatRupees(payload.refundAmountPaise)}</strong> ({payload.percentage}% of{' '}
          {formatRupees(payload.cancelledAmountPaise)}), requested from our payment provider as you cancelled.
          The money reaches your card 5-10 business days after the provider confirms it.
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
      <Fact label="Cancelled">
        {payload.cancelledLines.length ? linesText(payload.cancelledLines) : cancelled}
        {free ? '' : `, ${formatRupees(payload.cancelledAmountPaise)}`}
      </Fact>
      {free ? null : (
        <Fact label="Refund">
          {refunding
            ? `${formatRupees(payload.refundAmountPaise)} (${payload.percentage}%)`
            : refundStatusLabel('none')}
        </Fact>
      )}
      <Fact label="Still booked">
        {payload.linesLeft.length ? linesText(payload.linesLeft) : plural(payload.seatsLeft, 'seat')}
        {payload.amountLeftPaise > 0 ? `, ${formatRupees(payload.amountLeftPaise)}` : ''}
      </Fact>

      <Divider />
      <RefundPolicyBlock policy={payload.refundPolicy} heading="The refund policy of your booking" />
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.ticket}>See my ticket</ActionButton>
      </Section>
      <Text style={mutedText}>
        The ticket page shows the tickets you cancelled and where their refund stands.
      </Text>
    </MailLayout>
  );
}
