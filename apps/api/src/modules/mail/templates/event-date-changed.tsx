/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import type { EventDateChangedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, plural, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';

export function EventDateChangedMail(props: {
  payload: EventDateChangedPayload;
  links: { dashboard: string; event: string };
}) {
  const { payload, links } = props;
  const totalPaise = payload.bookings.reduce((sum, booking) => sum + booking.totalAmountPaise, 0);
  return (
    <MailLayout
      preview={`${payload.event.title} moved to ${formatEventDate(payload.event.date)}`}
      heading="The date of your event has changed"
      footer="You get this e-mail because you hold tickets for this event on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        <strong>{payload.event.title}</strong> has moved to a new date. Your tickets stay valid for the new
        date.
      </Text>
      <Fact label="New date">
        <strong>{formatEventDate(payload.event.date)}</strong>
      </Fact>
      <Fact label="Was">{formatEventDate(payload.previousDate)}</Fact>
      <Fact label="Venue">{venueLine(payload.event)}</Fact>

      <Notice tone="good">
        {totalPaise > 0 ? (
          <>
            If the new date does not suit you, you may cancel until the event starts and get a full refund:{' '}
            <strong>{formatRupees(totalPaise)}</strong> (100%), whatever the usual refund policy says.
          </>
        ) : (
          <>If the new date does not suit you, you may cancel your free tickets until the event starts.</>
        )}
      </Notice>

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
                {booking.totalAmountPaise === 0 ? 'Free' : formatRupees(booking.totalAmountPaise)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.dashboard}>Keep or cancel my tickets</ActionButton>
      </Section>
      <Text style={mutedText}>
        See the event's page: <PlainLink href={links.event}>{payload.event.title}</PlainLink>
      </Text>
    </MailLayout>
  );
}
