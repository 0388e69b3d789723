/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { WaitlistClosedPayload } from '../mail-payloads';
import { formatEventDate } from './mail-format';
import { MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

export function WaitlistClosedMail(props: { payload: WaitlistClosedPayload; links: { events: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  const cancelled = payload.reason === 'event_cancelled';
  const title = event.title;
  const strong = (content: string) => <strong>{content}</strong>;
  const body = () => {
    if (cancelled) {
      return rich(
        msg(
          'We are sorry: the organizer cancelled <0>{title}</0>, planned for {date}. Its waitlist is closed, so no tickets will come to you from it. You paid nothing for your place in line, so there is nothing to refund.',
          { title, date: formatEventDate(event.date, locale) },
        ),
        [strong],
      );
    }
    if (payload.categoryName) {
      return rich(
        msg(
          'The organizer of <0>{title}</0> closed its waitlist for {category} tickets. No tickets will come to you from it. You paid nothing for your place in line, so there is nothing to refund.',
          { title, category: payload.categoryName },
        ),
        [strong],
      );
    }
    return rich(
      msg(
        'The organizer of <0>{title}</0> closed its waitlist. No tickets will come to you from it. You paid nothing for your place in line, so there is nothing to refund.',
        { title },
      ),
      [strong],
    );
  };
  return (
    <MailLayout
      text={words}
      preview={
        cancelled
          ? t(msg('{title} is cancelled, and its waitlist with it', { title }))
          : t(msg('The waitlist for {title} is closed', { title }))
      }
      heading={cancelled ? t(msg('This event has been cancelled')) : t(msg('The waitlist is closed'))}
      footer={t(msg("You get this e-mail because you joined this event's waitlist on TicketMela."))}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.attendeeName }))}</Text>
      <Text style={text}>{body()}</Text>
      <Text style={mutedText}>
        {rich(msg('Find another event to enjoy: <0>browse upcoming events</0>'), [
          (content) => <PlainLink href={links.events}>{content}</PlainLink>,
        ])}
      </Text>
    </MailLayout>
  );
}
