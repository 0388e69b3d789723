/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { BookingCancelledPayload } from '../mail-payloads';
import {
  formatEventDate,
  formatIndiaInstant,
  formatRupees,
  refundStatusText,
  seatsText,
  timeBeforeEvent,
} from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';
import { type MailText, mailLocaleOf, mailText } from './mail-text';
import { RefundPolicyBlock } from './refund-policy-block';

/** The refund's way in the words of the cancelled bookings page (its status labels). */
const siteRefundSteps = ({ t, locale }: MailText) =>
  t(
    msg(
      'Your cancelled bookings page shows {pending} until the provider confirms it, then {processed}; the money reaches your card 5-10 business days after that.',
      {
        pending: `'${refundStatusText('pending', locale)}'`,
        processed: `'${refundStatusText('processed', locale)}'`,
      },
    ),
  );

export function BookingCancelledMail(props: {
  payload: BookingCancelledPayload;
  links: { cancelledBookings: string };
}) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const refunding = payload.refundStatus === 'pending';
  const free = payload.totalAmountPaise === 0;
  const before = timeBeforeEvent(payload.daysBeforeEvent, locale);
  const refund = formatRupees(payload.refundAmountPaise);
  const total = formatRupees(payload.totalAmountPaise);
  const percentage = payload.percentage;
  return (
    <MailLayout
      text={words}
      preview={
        refunding
          ? t(msg('Refund of {refund} ({percentage}%) on its way', { refund, percentage }))
          : t(msg('Your booking {ticketId} is cancelled', { ticketId: payload.ticketId }))
      }
      heading={t(msg('Your booking is cancelled'))}
      footer={t(msg('You get this e-mail because you cancelled a booking on TicketMela.'))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {rich(
          msg(
            'You cancelled your booking for <0>{title}</0> on {when}, {before} before the event. Your seats are released.',
            { title: payload.event.title, when: formatIndiaInstant(payload.cancelledAt, locale), before },
          ),
          [(title) => <strong>{title}</strong>],
        )}
      </Text>

      {free ? (
        <Notice tone="good">{t(msg('These tickets were free, so there is nothing to refund.'))}</Notice>
      ) : refunding ? (
        <Notice tone="good">
          {rich(
            msg(
              'Refund: <0>{refund}</0> ({percentage}% of {total}), requested from our payment provider as you cancelled. {steps}',
              { refund, percentage, total, steps: siteRefundSteps(words) },
            ),
            [(amount) => <strong>{amount}</strong>],
          )}
        </Notice>
      ) : (
        <Notice tone="warn">
          {t(
            msg(
              'No refund applies: the policy below gives {percentage}% when cancelling {before} before the event.',
              { percentage, before },
            ),
          )}
        </Notice>
      )}

      <Fact label={t(msg('Ticket ID'))}>{payload.ticketId}</Fact>
      <Fact label={t(msg('Event'))}>{payload.event.title}</Fact>
      <Fact label={t(msg('Date & time'))}>{formatEventDate(payload.event.date, locale)}</Fact>
      <Fact label={t(msg('Seats'))}>{seatsText(payload.seats, locale)}</Fact>
      <Fact label={t(msg('Original amount'))}>{free ? t(msg('Free')) : total}</Fact>
      {free ? null : (
        <Fact label={t(msg('Refund'))}>
          {refunding ? `${refund} (${percentage}%)` : refundStatusText('none', locale)}
        </Fact>
      )}

      <Divider />
      <RefundPolicyBlock
        text={words}
        policy={payload.refundPolicy}
        heading={t(msg('The refund policy of your booking'))}
      />
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.cancelledBookings}>{t(msg('See my cancelled bookings'))}</ActionButton>
      </Section>
      {refunding ? (
        <Text style={mutedText}>
          {t(
            msg('{button} on that page shows where your refund stands.', {
              button: `'${t(msg('Check Refund Status'))}'`,
            }),
          )}
        </Text>
      ) : null}
    </MailLayout>
  );
}
