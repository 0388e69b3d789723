/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { RefundFailedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees } from './mail-format';
import { ActionButton, Fact, MailLayout, Notice, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

export function RefundFailedMail(props: {
  payload: RefundFailedPayload;
  links: { cancelledBookings: string; ticket: string; contact: string };
}) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  // Some tickets' refund (decision 0041): the booking itself is still active, on the ticket page.
  const ofTickets = payload.kind === 'tickets';
  const amount = formatRupees(payload.amountPaise);
  const { ticketId, percentage } = payload;
  const title = payload.event.title;
  const strong = (content: string) => <strong>{content}</strong>;
  const contact = (content: string) => <PlainLink href={links.contact}>{content}</PlainLink>;
  const ticket = (content: string) => <span style={{ whiteSpace: 'nowrap' }}>{content}</span>;
  return (
    <MailLayout
      text={words}
      preview={t(
        msg('Your refund of {amount} did not go through yet. Here is what happens next', { amount }),
      )}
      heading={t(msg('Your refund did not go through yet'))}
      footer={t(
        msg('You get this e-mail because a refund of your TicketMela booking could not be completed.'),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Notice tone="bad">
        {ofTickets
          ? rich(
              msg(
                'Our payment provider did not complete your refund of <0>{amount}</0> ({percentage}%) for <1>{title}</1>. The tickets you cancelled stay cancelled and the money is still owed to you.',
                { amount, percentage, title },
              ),
              [strong, strong],
            )
          : rich(
              msg(
                'Our payment provider did not complete your refund of <0>{amount}</0> ({percentage}%) for <1>{title}</1>. Your booking stays cancelled and the money is still owed to you.',
                { amount, percentage, title },
              ),
              [strong, strong],
            )}
      </Notice>

      <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>{t(msg('What happens next'))}</Text>
      {payload.willRetry ? (
        <>
          <Text style={{ ...text, margin: '0 0 4px' }}>
            {t(msg('1. We try again automatically over the next hours; you need to do nothing.'))}
          </Text>
          {ofTickets ? null : (
            <Text style={{ ...text, margin: '0 0 4px' }}>
              {t(
                msg('2. You can also retry at once: {button} on your cancelled bookings page.', {
                  button: `'${t(msg('Check Refund Status'))}'`,
                }),
              )}
            </Text>
          )}
          <Text style={text}>
            {rich(
              msg(
                '{step}. If it still has not arrived in 10 business days, <0>contact us</0> and mention ticket <1>{ticketId}</1>.',
                { step: ofTickets ? 2 : 3, ticketId },
              ),
              [contact, ticket],
            )}
          </Text>
        </>
      ) : (
        <Text style={text}>
          {rich(
            msg(
              'Automatic retries have stopped. Our support team will refund you by hand; you can speed this up by <0>contacting us</0> with ticket <1>{ticketId}</1>.',
              { ticketId },
            ),
            [contact, ticket],
          )}
        </Text>
      )}

      <Fact label={t(msg('Ticket ID'))}>{ticketId}</Fact>
      <Fact label={t(msg('Event'))}>
        {title}, {formatEventDate(payload.event.date, locale)}
      </Fact>
      <Fact label={t(msg('Refund owed'))}>{amount}</Fact>

      <Section style={{ margin: '8px 0 12px' }}>
        {ofTickets ? (
          <ActionButton href={links.ticket}>{t(msg('See my ticket'))}</ActionButton>
        ) : (
          <ActionButton href={links.cancelledBookings}>{t(msg('Check refund status'))}</ActionButton>
        )}
      </Section>
    </MailLayout>
  );
}
