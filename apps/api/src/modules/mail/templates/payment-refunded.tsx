/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { PaidMethod } from '@ticketmela/domain';
import { msg } from '../../../i18n/message';
import type { PaymentRefundedPayload } from '../mail-payloads';
import { formatEventDate, formatRupees, paidByText, venueLine } from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';
import { type MailText, mailLocaleOf, mailText } from './mail-text';

/** Where the money goes back to: the way it was paid. */
function refundDestination({ t }: MailText, method: PaidMethod | null): string {
  switch (method?.kind) {
    case 'upi':
      return t(msg('the same UPI account'));
    case 'card':
      return t(msg('the same card'));
    case 'netbanking':
      return t(msg('the same bank account'));
    case 'wallet':
      return t(msg('the same wallet'));
    default:
      return t(msg('the account you paid from'));
  }
}

export function PaymentRefundedMail(props: {
  payload: PaymentRefundedPayload;
  links: { events: string; contact: string };
}) {
  const { payload, links } = props;
  const { event } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const amount = formatRupees(payload.amountPaise);
  const title = event.title;
  const strong = (content: string) => <strong>{content}</strong>;
  return (
    <MailLayout
      text={words}
      preview={t(
        msg('Your payment of {amount} for {title} was refunded in full. No booking was made', {
          amount,
          title,
        }),
      )}
      heading={t(msg('Your payment was refunded in full'))}
      footer={t(msg('You get this e-mail because you paid for tickets on TicketMela.'))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {/* Why no booking was made: the event was cancelled, or the seats sold out after the hold ran out. */}
        {payload.reason === 'event_cancelled'
          ? rich(
              msg(
                'Your payment of <0>{amount}</0> for <1>{title}</1> went through, but no booking was made: the event was cancelled.',
                { amount, title },
              ),
              [strong, strong],
            )
          : rich(
              msg(
                'Your payment of <0>{amount}</0> for <1>{title}</1> went through, but no booking was made: your payment completed after your seat hold had run out, and the seats had sold out meanwhile.',
                { amount, title },
              ),
              [strong, strong],
            )}
      </Text>
      <Notice tone="good">
        {rich(
          msg(
            'The full amount, <0>{amount}</0>, is refunded to {destination}. Banks usually take 5–7 working days to show it. You need to do nothing.',
            { amount, destination: refundDestination(words, payload.method) },
          ),
          [strong],
        )}
      </Notice>

      <Fact label={t(msg('Event'))}>{title}</Fact>
      <Fact label={t(msg('Date & time'))}>{formatEventDate(event.date, locale)}</Fact>
      <Fact label={t(msg('Venue'))}>{venueLine(event)}</Fact>
      <Section style={{ margin: '0 0 10px' }}>
        <Text style={{ ...mutedText, margin: 0, lineHeight: '20px' }}>{t(msg('Refunded'))}</Text>
        <Text style={{ ...text, margin: 0, fontWeight: 600 }}>{amount}</Text>
        {payload.method ? (
          <Text style={{ ...mutedText, margin: 0 }}>{paidByText(payload.method, locale)}</Text>
        ) : null}
      </Section>

      <Divider />
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.events}>{t(msg('Find another event'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {rich(
          msg(
            'If the refund has not reached you after 7 working days, <0>contact us</0> and mention {title}.',
            {
              title,
            },
          ),
          [(content) => <PlainLink href={links.contact}>{content}</PlainLink>],
        )}
      </Text>
    </MailLayout>
  );
}
