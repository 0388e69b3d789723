/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { EmailChangedPayload } from '../mail-payloads';
import { formatIndiaInstant } from './mail-format';
import { ActionButton, Fact, MailLayout, Notice, text } from './mail-layout';

/** To the OLD address after an e-mail change: the owner hears of it even when someone else made it. */
export function EmailChangedMail(props: { payload: EmailChangedPayload; links: { contact: string } }) {
  const { payload, links } = props;
  return (
    <MailLayout
      preview="The e-mail address of your TicketMela account was changed"
      heading="Your e-mail address was changed"
      footer="You get this e-mail because this address was, until now, the one on a TicketMela account."
    >
      <Text style={text}>Hello {payload.name},</Text>
      <Text style={text}>
        The e-mail address of your TicketMela account was changed. From now on, mails about your tickets go to
        the new address, and you sign in with it.
      </Text>
      <Fact label="New address">{payload.newEmailMasked}</Fact>
      <Fact label="Changed">{formatIndiaInstant(payload.changedAt)}</Fact>
      <Notice tone="warn">
        If you did not make this change, someone else may be using your account. Contact us at once and we
        will help you get it back.
      </Notice>
      <ActionButton href={links.contact}>Contact TicketMela</ActionButton>
    </MailLayout>
  );
}
