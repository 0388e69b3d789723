/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import { paidByLabel } from '@ticketmela/domain';
import type { BookingConfirmedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, plural, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { RefundPolicyBlock } from './refund-policy-block';
import { TicketQrBlock } from './ticket-qr-block';

export function BookingConfirmedMail(props: {
  payload: BookingConfirmedPayload;
  links: { ticket: string; event: string };
}) {
  const { payload, links } = props;
  const { event } = payload;
  const venue = venueLine(event);
  return (
    <MailLayout
      preview={`Your ticket ${payload.ticketId} for ${event.title}, ${formatEventDate(event.date)}`}
      heading="You're booked! Here is your ticket"
      footer="You get this e-mail because you booked tickets on TicketMela. The calendar file attached adds the event to your calendar."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        Your booking for <strong>{event.title}</strong> is confirmed. Show the QR code below at the entrance
        (on your phone or printed); a screenshot works too.
      </Text>

      <TicketQrBlock ticketId={payload.ticketId} />

      <Fact label="Event">{event.title}</Fact>
      <Fact label="Date & time">{formatEventDate(event.date)}</Fact>
      <Fact label="Venue">{venue}</Fact>

      <Divider />
      {payload.lines.length > 0 ? (
        <Section style={{ margin: '0 0 8px' }}>
          <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>Tickets</Text>
          {payload.lines.map((line) => (
            <Row key={line.categoryName} style={{ margin: '0 0 4px' }}>
              <Column style={{ verticalAlign: 'top' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.categoryName} × {line.quantity}
                </Text>
              </Column>
              <Column align="right" style={{ verticalAlign: 'top', width: '110px' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.subtotalPaise === 0 ? 'Free' : formatRupees(line.subtotalPaise)}
                </Text>
              </Column>
            </Row>
          ))}
        </Section>
      ) : (
        <Fact label="Seats">
          {plural(payload.seats, 'seat')}
          {payload.pricePerSeatPaise > 0 ? ` × ${formatRupees(payload.pricePerSeatPaise)}` : ''}
        </Fact>
      )}
      <Row style={{ margin: '0 0 4px' }}>
        <Column>
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>
            {payload.totalAmountPaise === 0 ? 'Total' : 'Total paid'}
          </Text>
        </Column>
        <Column align="right" style={{ width: '110px' }}>
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>
            {payload.totalAmountPaise === 0 ? 'Free' : formatRupees(payload.totalAmountPaise)}
          </Text>
        </Column>
      </Row>
      {payload.method && payload.totalAmountPaise > 0 ? (
        <Text style={{ ...mutedText, margin: 0, textAlign: 'right' }}>{paidByLabel(payload.method)}</Text>
      ) : null}
      <Divider />

      <Section style={{ margin: '0 0 16px' }}>
        <ActionButton href={links.ticket}>View my ticket</ActionButton>
      </Section>
      <Text style={mutedText}>
        Venue map and event details: <PlainLink href={links.event}>the event page</PlainLink>
      </Text>

      <Divider />
      <RefundPolicyBlock policy={payload.refundPolicy} />
      <Text style={mutedText}>
        To cancel, open your ticket (View my ticket) and choose Cancel Booking, until the event starts; the
        refund follows the policy above. Tickets are not transferable.
      </Text>
    </MailLayout>
  );
}
