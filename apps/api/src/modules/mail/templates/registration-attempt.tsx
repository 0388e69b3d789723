/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { RegistrationAttemptPayload } from '../mail-payloads';
import { formatIndiaInstant } from './mail-format';
import { ActionButton, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';
import { mailLocaleOf, mailText } from './mail-text';

/**
 * To the owner of an account when someone registers with its e-mail or phone: registration answers the same
 * whether or not an account exists (decision 0028), so this mail is where the truth goes.
 */
export function RegistrationAttemptMail(props: {
  payload: RegistrationAttemptPayload;
  links: { login: string; contact: string };
}) {
  const { payload, links } = props;
  const words = mailText(mailLocaleOf(payload));
  const { t, rich, locale } = words;
  return (
    <MailLayout
      text={words}
      preview={t(msg('Someone tried to create a TicketMela account with your details'))}
      heading={t(msg('You already have a TicketMela account'))}
      footer={t(
        msg(
          'You get this e-mail because your e-mail address or phone number belongs to a TicketMela account.',
        ),
      )}
    >
      <Text style={text}>{t(msg('Hello {name},', { name: payload.name }))}</Text>
      <Text style={text}>
        {payload.matched === 'email'
          ? t(
              msg(
                'Someone tried to create a new TicketMela account with this e-mail address. No new account was made: this e-mail address already belongs to your account.',
              ),
            )
          : t(
              msg(
                'Someone tried to create a new TicketMela account with your phone number. No new account was made: your phone number already belongs to your account.',
              ),
            )}
      </Text>
      <Fact label={t(msg('Tried'))}>{formatIndiaInstant(payload.attemptedAt, locale)}</Fact>
      <Text style={text}>{t(msg('If it was you, sign in to your existing account instead.'))}</Text>
      <ActionButton href={links.login}>{t(msg('Sign in'))}</ActionButton>
      <Text style={mutedText}>
        {rich(
          msg(
            'If it was not you, you need do nothing: your account is unchanged. If you get many of these mails, <0>tell us</0>.',
          ),
          [(content) => <PlainLink href={links.contact}>{content}</PlainLink>],
        )}
      </Text>
    </MailLayout>
  );
}
