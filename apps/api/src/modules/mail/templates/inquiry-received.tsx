/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { InquiryReceivedPayload } from '../mail-payloads';
import { contactSubjectText, formatEventDate } from './mail-format';
import { ActionButton, colors, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

/** To the event's organizer, in the organizer's language. */
export function InquiryReceivedMail(props: { payload: InquiryReceivedPayload; links: { inbox: string } }) {
  const { payload, links } = props;
  const { visitor } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const title = payload.event.title;
  const subject = contactSubjectText(payload.subject, locale);
  return (
    <MailLayout
      text={words}
      preview={t(msg('{visitor} asks about {title}: {subject}', { visitor: visitor.name, title, subject }))}
      heading={t(msg('New inquiry about your event'))}
      footer={t(
        msg(
          'You get this e-mail because you organize this event on TicketMela. Replying answers the visitor directly.',
        ),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.organizerName }))}</Text>
      <Text style={text}>
        {rich(
          msg('{visitor} sent a question about <0>{title}</0> ({date}).', {
            visitor: visitor.name,
            title,
            date: formatEventDate(payload.event.date, locale),
          }),
          [(content) => <strong>{content}</strong>],
        )}
      </Text>
      <Fact label={t(msg('Subject'))}>{subject}</Fact>
      <Section
        style={{
          backgroundColor: colors.panel,
          border: `1px solid ${colors.line}`,
          borderRadius: '8px',
          padding: '12px 14px',
          margin: '0 0 16px',
        }}
      >
        <Text style={{ ...text, margin: 0, whiteSpace: 'pre-wrap' }}>{payload.message}</Text>
      </Section>
      <Fact label={t(msg('From'))}>
        {visitor.name} · <PlainLink href={`mailto:${visitor.email}`}>{visitor.email}</PlainLink>
        {visitor.phone ? ` · ${visitor.phone}` : ''}
      </Fact>
      <Text style={text}>
        {t(
          msg('Reply to this e-mail to answer {visitor}; your reply goes to their address.', {
            visitor: visitor.name,
          }),
        )}
      </Text>
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.inbox}>{t(msg('Open my inquiries'))}</ActionButton>
      </Section>
      <Text style={mutedText}>{t(msg('Mark it resolved in your inbox once answered.'))}</Text>
    </MailLayout>
  );
}
