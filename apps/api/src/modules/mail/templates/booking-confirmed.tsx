/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { BookingConfirmedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, paidByText, seatsText, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';
import { RefundPolicyBlock } from './refund-policy-block';
import { TicketQrBlock } from './ticket-qr-block';

export function BookingConfirmedMail(props: {
  payload: BookingConfirmedPayload;
  links: { ticket: string; event: string };
}) {
  const { payload, links } = props;
  const { event } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const venue = venueLine(event);
  const date = formatEventDate(event.date, locale);
  return (
    <MailLayout
      text={words}
      preview={t(
        msg('Your ticket {ticketId} for {title}, {date}', {
          ticketId: payload.ticketId,
          title: event.title,
          date,
        }),
      )}
      heading={t(msg("You're booked! Here is your ticket"))}
      footer={t(
        msg(
          'You get this e-mail because you booked tickets on TicketMela. The calendar file attached adds the event to your calendar.',
        ),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {rich(
          msg(
            'Your booking for <0>{title}</0> is confirmed. Show the QR code below at the entrance (on your phone or printed); a screenshot works too.',
            { title: event.title },
          ),
          [(title) => <strong>{title}</strong>],
        )}
      </Text>

      <TicketQrBlock text={words} ticketId={payload.ticketId} />

      <Fact label={t(msg('Event'))}>{event.title}</Fact>
      <Fact label={t(msg('Date & time'))}>{date}</Fact>
      <Fact label={t(msg('Venue'))}>{venue}</Fact>

      <Divider />
      {payload.lines.length > 0 ? (
        <Section style={{ margin: '0 0 8px' }}>
          <Text style={{ ...text, fontWeight: 700, margin: '0 0 6px' }}>{t(msg('Tickets'))}</Text>
          {payload.lines.map((line) => (
            <Row key={line.categoryName} style={{ margin: '0 0 4px' }}>
              <Column style={{ verticalAlign: 'top' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.categoryName} × {line.quantity}
                </Text>
              </Column>
              <Column align="right" style={{ verticalAlign: 'top', width: '110px' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.subtotalPaise === 0 ? t(msg('Free')) : formatRupees(line.subtotalPaise)}
                </Text>
              </Column>
            </Row>
          ))}
        </Section>
      ) : (
        <Fact label={t(msg('Seats'))}>
          {seatsText(payload.seats, locale)}
          {payload.pricePerSeatPaise > 0 ? ` × ${formatRupees(payload.pricePerSeatPaise)}` : ''}
        </Fact>
      )}
      <Row style={{ margin: '0 0 4px' }}>
        <Column>
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>
            {payload.totalAmountPaise === 0 ? t(msg('Total')) : t(msg('Total paid'))}
          </Text>
        </Column>
        <Column align="right" style={{ width: '110px' }}>
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>
            {payload.totalAmountPaise === 0 ? t(msg('Free')) : formatRupees(payload.totalAmountPaise)}
          </Text>
        </Column>
      </Row>
      {payload.method && payload.totalAmountPaise > 0 ? (
        <Text style={{ ...mutedText, margin: 0, textAlign: 'right' }}>
          {paidByText(payload.method, locale)}
        </Text>
      ) : null}
      <Divider />

      <Section style={{ margin: '0 0 16px' }}>
        <ActionButton href={links.ticket}>{t(msg('View my ticket'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {rich(msg('Venue map and event details: <0>the event page</0>'), [
          (page) => <PlainLink href={links.event}>{page}</PlainLink>,
        ])}
      </Text>

      <Divider />
      <RefundPolicyBlock text={words} policy={payload.refundPolicy} />
      <Text style={mutedText}>
        {t(
          msg(
            'To cancel, open your ticket (View my ticket) and choose Cancel Booking, until the event starts; the refund follows the policy above. Tickets are not transferable.',
          ),
        )}
      </Text>
    </MailLayout>
  );
}
