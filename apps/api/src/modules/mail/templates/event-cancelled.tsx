/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import type { EventCancelledPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, plural } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';

export function EventCancelledMail(props: {
  payload: EventCancelledPayload;
  links: { cancelledBookings: string; events: string };
}) {
  const { payload, links } = props;
  const totalPaise = payload.bookings.reduce((sum, booking) => sum + booking.refundAmountPaise, 0);
  return (
    <MailLayout
      preview={
        totalPaise > 0
          ? `${payload.event.title} is cancelled. Your full refund of ${formatRupees(totalPaise)} is on its way`
          : `${payload.event.title} is cancelled`
      }
      heading="This event has been cancelled"
      footer="You get this e-mail because you hold tickets for this event on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        We are sorry: the organizer cancelled <strong>{payload.event.title}</strong>, planned for{' '}
        {formatEventDate(payload.event.date)}. Your tickets are no longer valid.
      </Text>
      {payload.reason ? <Fact label="Reason given">{payload.reason}</Fact> : null}

      {totalPaise > 0 ? (
        <Notice tone="good">
          You get a full refund: <strong>{formatRupees(totalPaise)}</strong> (100%). It is on its way to your
          card and arrives in 5-10 business days. You need to do nothing.
        </Notice>
      ) : (
        <Notice tone="good">Your tickets were free, so there is nothing to refund.</Notice>
      )}

      <Section style={{ margin: '0 0 8px' }}>
        <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>
          {payload.bookings.length === 1 ? 'Your booking' : 'Your bookings'}
        </Text>
        {payload.bookings.map((booking) => (
          <Row key={booking.bookingId} style={{ margin: '0 0 4px' }}>
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={{ ...text, margin: 0 }}>
                {booking.ticketId} · {plural(booking.seats, 'seat')}
              </Text>
            </Column>
            <Column align="right" style={{ verticalAlign: 'top', width: '110px' }}>
              <Text style={{ ...text, margin: 0 }}>
                {booking.refundAmountPaise === 0 ? 'Free' : formatRupees(booking.refundAmountPaise)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.cancelledBookings}>See my refunds</ActionButton>
      </Section>
      <Text style={mutedText}>
        Find another event to enjoy: <PlainLink href={links.events}>browse upcoming events</PlainLink>
      </Text>
    </MailLayout>
  );
}
