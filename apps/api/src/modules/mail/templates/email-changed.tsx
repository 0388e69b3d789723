/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { EmailChangedPayload } from '../mail-payloads';
import { formatIndiaInstant } from './mail-format';
import { ActionButton, Fact, MailLayout, Notice, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

/** To the OLD address after an e-mail change: the owner hears of it even when someone else made it. */
export function EmailChangedMail(props: { payload: EmailChangedPayload; links: { contact: string } }) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, locale } = words;
  return (
    <MailLayout
      text={words}
      preview={t(msg('The e-mail address of your TicketMela account was changed'))}
      heading={t(msg('Your e-mail address was changed'))}
      footer={t(
        msg('You get this e-mail because this address was, until now, the one on a TicketMela account.'),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.name }))}</Text>
      <Text style={text}>
        {t(
          msg(
            'The e-mail address of your TicketMela account was changed. From now on, mails about your tickets go to the new address, and you sign in with it.',
          ),
        )}
      </Text>
      <Fact label={t(msg('New address'))}>{payload.newEmailMasked}</Fact>
      <Fact label={t(msg('Changed'))}>{formatIndiaInstant(payload.changedAt, locale)}</Fact>
      <Notice tone="warn">
        {t(
          msg(
            'If you did not make this change, someone else may be using your account. Contact us at once and we will help you get it back.',
          ),
        )}
      </Notice>
      <ActionButton href={links.contact}>{t(msg('Contact TicketMela'))}</ActionButton>
    </MailLayout>
  );
}
