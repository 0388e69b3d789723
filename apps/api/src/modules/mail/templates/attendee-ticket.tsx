/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { AttendeeTicketPayload } from '../mail-payloads';
import { formatEventDate, plural, venueLine } from './mail-format';
import { Divider, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { TicketQrBlock } from './ticket-qr-block';

const ticketLabel = (ticket: AttendeeTicketPayload['tickets'][number]) =>
  `Ticket ${ticket.position}${ticket.categoryName ? `, ${ticket.categoryName}` : ''}: ${ticket.name}`;

/** A ticket mail of their own for someone the buyer named on a ticket with their e-mail address (decision 0042). */
export function AttendeeTicketMail(props: { payload: AttendeeTicketPayload; links: { event: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  return (
    <MailLayout
      preview={`${payload.buyerName} booked you a ticket for ${event.title}, ${formatEventDate(event.date)}`}
      heading="A ticket in your name"
      footer={`You get this e-mail because ${payload.buyerName} gave your address for a ticket they booked on TicketMela.`}
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        {payload.buyerName} booked tickets for <strong>{event.title}</strong> and put your name on{' '}
        {payload.tickets.length === 1 ? 'one of them' : plural(payload.tickets.length, 'ticket')}. Show the QR
        code below at the entrance (on your phone or printed).
      </Text>

      <TicketQrBlock ticketId={payload.ticketId} />

      <Section style={{ margin: '0 0 8px' }}>
        <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>In your name</Text>
        {payload.tickets.map((ticket) => (
          <Text key={ticket.position} style={{ ...text, margin: '0 0 4px' }}>
            {ticketLabel(ticket)}
          </Text>
        ))}
      </Section>

      <Fact label="Event">{event.title}</Fact>
      <Fact label="Date & time">{formatEventDate(event.date)}</Fact>
      <Fact label="Venue">{venueLine(event)}</Fact>
      <Fact label="Booked by">{payload.buyerName}</Fact>

      <Divider />
      <Text style={mutedText}>
        This QR code is the booking's: one scan admits all its {plural(payload.seats, 'seat')}, so come in
        together with the others on it. Only {payload.buyerName} can cancel or change these tickets.
      </Text>
      <Text style={mutedText}>
        Venue map and event details: <PlainLink href={links.event}>the event page</PlainLink>
      </Text>
    </MailLayout>
  );
}
