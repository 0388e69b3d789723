/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { TicketsCancelledPayload } from '../mail-payloads';
import {
  formatEventDate,
  formatIndiaInstant,
  formatRupees,
  refundStatusText,
  seatsText,
  ticketsText,
  timeBeforeEvent,
} from './mail-format';
import { ActionButton, Divider, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';
import { RefundPolicyBlock } from './refund-policy-block';

const linesText = (lines: { categoryName: string; quantity: number }[]) =>
  lines.map((line) => `${line.quantity} × ${line.categoryName}`).join(', ');

/** Some tickets of a booking cancelled (decision 0041): what went, its refund, and what is still booked. */
export function TicketsCancelledMail(props: { payload: TicketsCancelledPayload; links: { ticket: string } }) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const refunding = payload.refundStatus === 'pending';
  const free = payload.cancelledAmountPaise === 0;
  const before = timeBeforeEvent(payload.daysBeforeEvent, locale);
  const cancelled = ticketsText(payload.cancelledSeats, locale);
  const refund = formatRupees(payload.refundAmountPaise);
  const cancelledAmount = formatRupees(payload.cancelledAmountPaise);
  const { cancelledSeats, seatsLeft, percentage } = payload;
  return (
    <MailLayout
      text={words}
      preview={
        refunding
          ? t(
              msg(
                '{cancelledSeats, plural, one {# ticket} other {# tickets}} cancelled, refund of {refund} on its way; {seatsLeft, plural, one {# seat} other {# seats}} still booked',
                { cancelledSeats, refund, seatsLeft },
              ),
            )
          : t(
              msg(
                '{cancelledSeats, plural, one {# ticket} other {# tickets}} cancelled; {seatsLeft, plural, one {# seat} other {# seats}} still booked',
                { cancelledSeats, seatsLeft },
              ),
            )
      }
      heading={t(msg('Some of your tickets are cancelled'))}
      footer={t(msg('You get this e-mail because you cancelled tickets of a booking on TicketMela.'))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {rich(
          msg(
            'You cancelled {cancelledSeats, plural, one {# ticket} other {# tickets}}{lines} of your booking for <0>{title}</0> on {when}, {before} before the event. Your booking keeps {seatsLeft, plural, one {# seat} other {# seats}}, and its QR code stays the same: the ticket you saved or printed still works, for the seats left.',
            {
              cancelledSeats,
              lines: payload.cancelledLines.length ? ` (${linesText(payload.cancelledLines)})` : '',
              title: payload.event.title,
              when: formatIndiaInstant(payload.cancelledAt, locale),
              before,
              seatsLeft,
            },
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
              'Refund: <0>{refund}</0> ({percentage}% of {cancelledAmount}), requested from our payment provider as you cancelled. The money reaches your card 5-10 business days after the provider confirms it.',
              { refund, percentage, cancelledAmount },
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
      <Fact label={t(msg('Cancelled'))}>
        {payload.cancelledLines.length ? linesText(payload.cancelledLines) : cancelled}
        {free ? '' : `, ${cancelledAmount}`}
      </Fact>
      {free ? null : (
        <Fact label={t(msg('Refund'))}>
          {refunding ? `${refund} (${percentage}%)` : refundStatusText('none', locale)}
        </Fact>
      )}
      <Fact label={t(msg('Still booked'))}>
        {payload.linesLeft.length ? linesText(payload.linesLeft) : seatsText(seatsLeft, locale)}
        {payload.amountLeftPaise > 0 ? `, ${formatRupees(payload.amountLeftPaise)}` : ''}
      </Fact>

      <Divider />
      <RefundPolicyBlock
        text={words}
        policy={payload.refundPolicy}
        heading={t(msg('The refund policy of your booking'))}
      />
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.ticket}>{t(msg('See my ticket'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {t(msg('The ticket page shows the tickets you cancelled and where their refund stands.'))}
      </Text>
    </MailLayout>
  );
}
