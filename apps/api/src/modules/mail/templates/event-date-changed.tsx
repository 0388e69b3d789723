/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { EventDateChangedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, seatsText, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

export function EventDateChangedMail(props: {
  payload: EventDateChangedPayload;
  links: { dashboard: string; event: string };
}) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const totalPaise = payload.bookings.reduce((sum, booking) => sum + booking.totalAmountPaise, 0);
  const title = payload.event.title;
  const newDate = formatEventDate(payload.event.date, locale);
  return (
    <MailLayout
      text={words}
      preview={t(msg('{title} moved to {date}', { title, date: newDate }))}
      heading={t(msg('The date of your event has changed'))}
      footer={t(msg('You get this e-mail because you hold tickets for this event on TicketMela.'))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {rich(
          msg('<0>{title}</0> has moved to a new date. Your tickets stay valid for the new date.', { title }),
          [(content) => <strong>{content}</strong>],
        )}
      </Text>
      <Fact label={t(msg('New date'))}>
        <strong>{newDate}</strong>
      </Fact>
      <Fact label={t(msg('Was'))}>{formatEventDate(payload.previousDate, locale)}</Fact>
      <Fact label={t(msg('Venue'))}>{venueLine(payload.event)}</Fact>

      <Notice tone="good">
        {totalPaise > 0
          ? rich(
              msg(
                'If the new date does not suit you, you may cancel until the event starts and get a full refund: <0>{amount}</0> (100%), whatever the usual refund policy says.',
                { amount: formatRupees(totalPaise) },
              ),
              [(amount) => <strong>{amount}</strong>],
            )
          : t(
              msg(
                'If the new date does not suit you, you may cancel your free tickets until the event starts.',
              ),
            )}
      </Notice>

      <Section style={{ margin: '0 0 8px' }}>
        <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>
          {payload.bookings.length === 1 ? t(msg('Your booking')) : t(msg('Your bookings'))}
        </Text>
        {payload.bookings.map((booking) => (
          <Row key={booking.bookingId} style={{ margin: '0 0 4px' }}>
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={{ ...text, margin: 0 }}>
                {booking.ticketId} · {seatsText(booking.seats, locale)}
              </Text>
            </Column>
            <Column align="right" style={{ verticalAlign: 'top', width: '110px' }}>
              <Text style={{ ...text, margin: 0 }}>
                {booking.totalAmountPaise === 0 ? t(msg('Free')) : formatRupees(booking.totalAmountPaise)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.dashboard}>{t(msg('Keep or cancel my tickets'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {rich(msg("See the event's page: <0>{title}</0>", { title }), [
          (content) => <PlainLink href={links.event}>{content}</PlainLink>,
        ])}
      </Text>
    </MailLayout>
  );
}
