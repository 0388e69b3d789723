/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { RegistrationAttemptPayload } from '../mail-payloads';
import { formatIndiaInstant } from './mail-format';
import { ActionButton, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';

/**
 * To the owner of an account when someone registers with its e-mail or phone: registration answers the same
 * whether or not an account exists (decision 0028), so this mail is where the truth goes.
 */
export function RegistrationAttemptMail(props: {
  payload: RegistrationAttemptPayload;
  links: { login: string; contact: string };
}) {
  const { payload, links } = props;
  const what = payload.matched === 'email' ? 'this e-mail address' : 'your phone number';
  return (
    <MailLayout
      preview="Someone tried to create a TicketMela account with your details"
      heading="You already have a TicketMela account"
      footer="You get this e-mail because your e-mail address or phone number belongs to a TicketMela account."
    >
      <Text style={text}>Hello {payload.name},</Text>
      <Text style={text}>
        Someone tried to create a new TicketMela account with {what}. No new account was made: {what} already
        belongs to your account.
      </Text>
      <Fact label="Tried">{formatIndiaInstant(payload.attemptedAt)}</Fact>
      <Text style={text}>If it was you, sign in to your existing account instead.</Text>
      <ActionButton href={links.login}>Sign in</ActionButton>
      <Text style={mutedText}>
        If it was not you, you need do nothing: your account is unchanged. If you get many of these mails,{' '}
        <PlainLink href={links.contact}>tell us</PlainLink>.
      </Text>
    </MailLayout>
  );
}
