/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { WaitlistOfferPayload } from '../mail-payloads';
import { formatEventDate, formatIndiaInstant, formatRupees, ticketsText, venueLine } from './mail-format';
import { ActionButton, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

export function WaitlistOfferMail(props: { payload: WaitlistOfferPayload; links: { offer: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const tickets = ticketsText(payload.quantity, locale);
  const deadline = formatIndiaInstant(payload.expiresAt, locale);
  const title = event.title;
  const category = payload.categoryName ? ` (${payload.categoryName})` : '';
  const strong = (content: string) => <strong>{content}</strong>;
  return (
    <MailLayout
      text={words}
      preview={t(
        msg('{tickets} for {title} are held for you until {deadline}', { tickets, title, deadline }),
      )}
      heading={t(msg('Your turn: tickets are held for you'))}
      footer={t(msg("You get this e-mail because you joined this event's waitlist on TicketMela."))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>
        {payload.quantity < payload.requestedQuantity
          ? rich(
              msg(
                'Seats for <0>{title}</0> came back, and you are next in line. We are holding <1>{tickets}</1>{category} for you: fewer than the {requested} you asked for, as you said you would take fewer.',
                { title, tickets, category, requested: payload.requestedQuantity },
              ),
              [strong, strong],
            )
          : rich(
              msg(
                'Seats for <0>{title}</0> came back, and you are next in line. We are holding <1>{tickets}</1>{category} for you.',
                { title, tickets, category },
              ),
              [strong, strong],
            )}
      </Text>
      <Notice tone="warn">
        {rich(
          msg('Buy them by <0>{deadline}</0>. After that they go to the next person in line.', { deadline }),
          [strong],
        )}
      </Notice>
      <Fact label={t(msg('Event'))}>{title}</Fact>
      <Fact label={t(msg('Date & time'))}>{formatEventDate(event.date, locale)}</Fact>
      <Fact label={t(msg('Venue'))}>{venueLine(event)}</Fact>
      <Fact label={t(msg('To pay'))}>{formatRupees(payload.amountPaise)}</Fact>
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.offer}>{t(msg('Buy my tickets'))}</ActionButton>
      </Section>
      <Text style={mutedText}>
        {t(
          msg(
            'Can\'t go after all? Open the link and choose "No thanks", so the seats go to the next person sooner.',
          ),
        )}
      </Text>
    </MailLayout>
  );
}
