/** @jsxRuntime automatic @jsxImportSource react */

import { Column, Row, Section, Text } from '@react-email/components';
import { messageOfText } from '../../../i18n/known-text';
import { msg } from '../../../i18n/message';
import type { EventCancelledPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, seatsText } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

export function EventCancelledMail(props: {
  payload: EventCancelledPayload;
  links: { cancelledBookings: string; events: string };
}) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const totalPaise = payload.bookings.reduce((sum, booking) => sum + booking.refundAmountPaise, 0);
  const title = payload.event.title;
  return (
    <MailLayout
      text={words}
      preview={
        totalPaise > 0
          ? t(
              msg('{title} is cancelled. Your full refund of {amount} is on its way', {
                title,
                amount: formatRupees(totalPaise),
              }),
            )
          : t(msg('{title} is cancelled', { title }))
      }
      heading={t(msg('This event has been cancelled'))}
      footer={t(msg('You get this e-mail because you hold tickets for this event on TicketMela.'))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {rich(
          msg(
            'We are sorry: the organizer cancelled <0>{title}</0>, planned for {date}. Your tickets are no longer valid.',
            { title, date: formatEventDate(payload.event.date, locale) },
          ),
          [(content) => <strong>{content}</strong>],
        )}
      </Text>
      {payload.reason ? (
        // The reasons the product writes are translated; an organizer's own words stay as typed.
        <Fact label={t(msg('Reason given'))}>{t(messageOfText(payload.reason))}</Fact>
      ) : null}

      {totalPaise > 0 ? (
        <Notice tone="good">
          {rich(
            msg(
              'You get a full refund: <0>{amount}</0> (100%). It is on its way to your card and arrives in 5-10 business days. You need to do nothing.',
              { amount: formatRupees(totalPaise) },
            ),
            [(amount) => <strong>{amount}</strong>],
          )}
        </Notice>
      ) : (
        <Notice tone="good">{t(msg('Your tickets were free, so there is nothing to refund.'))}</Notice>
      )}

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
                {booking.refundAmountPaise === 0 ? t(msg('Free')) : formatRupees(booking.refundAmountPaise)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.cancelledBookings}>{t(msg('See my refunds'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {rich(msg('Find another event to enjoy: <0>browse upcoming events</0>'), [
          (content) => <PlainLink href={links.events}>{content}</PlainLink>,
        ])}
      </Text>
    </MailLayout>
  );
}
