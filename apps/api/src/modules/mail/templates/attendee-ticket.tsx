/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { AttendeeTicketPayload } from '../mail-payloads';
import { formatEventDate, venueLine } from './mail-format';
import { Divider, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { type MailText, mailLocaleOf, mailText } from './mail-text';
import { TicketQrBlock } from './ticket-qr-block';

const ticketLabel = ({ t }: MailText, ticket: AttendeeTicketPayload['tickets'][number]) =>
  ticket.categoryName
    ? t(
        msg('Ticket {position}, {category}: {name}', {
          position: ticket.position,
          category: ticket.categoryName,
          name: ticket.name,
        }),
      )
    : t(msg('Ticket {position}: {name}', { position: ticket.position, name: ticket.name }));

/** A ticket mail of their own for someone the buyer named on a ticket with their e-mail address (decision 0042). */
export function AttendeeTicketMail(props: { payload: AttendeeTicketPayload; links: { event: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const date = formatEventDate(event.date, locale);
  const buyerName = payload.buyerName;
  const strong = (title: string) => <strong>{title}</strong>;
  return (
    <MailLayout
      text={words}
      preview={t(
        msg('{buyerName} booked you a ticket for {title}, {date}', { buyerName, title: event.title, date }),
      )}
      heading={t(msg('A ticket in your name'))}
      footer={t(
        msg(
          'You get this e-mail because {buyerName} gave your address for a ticket they booked on TicketMela.',
          { buyerName },
        ),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {payload.tickets.length === 1
          ? rich(
              msg(
                '{buyerName} booked tickets for <0>{title}</0> and put your name on one of them. Show the QR code below at the entrance (on your phone or printed).',
                { buyerName, title: event.title },
              ),
              [strong],
            )
          : rich(
              msg(
                '{buyerName} booked tickets for <0>{title}</0> and put your name on {count} tickets. Show the QR code below at the entrance (on your phone or printed).',
                { buyerName, title: event.title, count: payload.tickets.length },
              ),
              [strong],
            )}
      </Text>

      <TicketQrBlock text={words} ticketId={payload.ticketId} />

      <Section style={{ margin: '0 0 8px' }}>
        <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>{t(msg('In your name'))}</Text>
        {payload.tickets.map((ticket) => (
          <Text key={ticket.position} style={{ ...text, margin: '0 0 4px' }}>
            {ticketLabel(words, ticket)}
          </Text>
        ))}
      </Section>

      <Fact label={t(msg('Event'))}>{event.title}</Fact>
      <Fact label={t(msg('Date & time'))}>{date}</Fact>
      <Fact label={t(msg('Venue'))}>{venueLine(event)}</Fact>
      <Fact label={t(msg('Booked by'))}>{buyerName}</Fact>

      <Divider />
      <Text style={mutedText}>
        {t(
          msg(
            "This QR code is the booking's: one scan admits all its {seats, plural, one {# seat} other {# seats}}, so come in together with the others on it. Only {buyerName} can cancel or change these tickets.",
            { seats: payload.seats, buyerName },
          ),
        )}
      </Text>
      <Text style={mutedText}>
        {rich(msg('Venue map and event details: <0>the event page</0>'), [
          (page) => <PlainLink href={links.event}>{page}</PlainLink>,
        ])}
      </Text>
    </MailLayout>
  );
}
