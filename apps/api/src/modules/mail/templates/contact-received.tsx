/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { ContactReceivedPayload } from '../mail-payloads';
import { contactSubjectText, formatIndiaInstant } from './mail-format';
import { Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

/** To whoever wrote through Contact Us, in the language they wrote in. */
export function ContactReceivedMail(props: { payload: ContactReceivedPayload; links: { events: string } }) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  return (
    <MailLayout
      text={words}
      preview={t(msg('We received your message and will reply within 24-48 hours'))}
      heading={t(msg('We received your message'))}
      footer={t(
        msg(
          "You get this e-mail because this address was given on TicketMela's Contact Us form. If that was not you, ignore it.",
        ),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.name }))}</Text>
      <Text style={text}>{t(msg('Thank you for writing to TicketMela.'))}</Text>
      <Notice tone="good">{t(msg('Our team replies within 24-48 hours, to this address.'))}</Notice>
      <Fact label={t(msg('Subject'))}>{contactSubjectText(payload.subject, locale)}</Fact>
      <Fact label={t(msg('Received'))}>{formatIndiaInstant(payload.receivedAt, locale)}</Fact>
      <Text style={text}>
        {t(msg('Support by phone: Mon-Fri, 9 AM - 6 PM IST. For a booking, have your ticket id at hand.'))}
      </Text>
      <Text style={mutedText}>
        {rich(msg('Meanwhile, browse upcoming events: <0>TicketMela events</0>'), [
          (content) => <PlainLink href={links.events}>{content}</PlainLink>,
        ])}
      </Text>
    </MailLayout>
  );
}
