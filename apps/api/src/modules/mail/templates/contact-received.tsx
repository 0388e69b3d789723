/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { ContactReceivedPayload } from '../mail-payloads';
import { formatIndiaInstant } from './mail-format';
import { Fact, MailLayout, mutedText, Notice, PlainLink, text } from './mail-layout';

export function ContactReceivedMail(props: { payload: ContactReceivedPayload; links: { events: string } }) {
  const { payload, links } = props;
  return (
    <MailLayout
      preview="We received your message and will reply within 24-48 hours"
      heading="We received your message"
      footer="You get this e-mail because this address was given on TicketMela's Contact Us form. If that was not you, ignore it."
    >
      <Text style={text}>Hello {payload.name},</Text>
      <Text style={text}>Thank you for writing to TicketMela.</Text>
      <Notice tone="good">Our team replies within 24-48 hours, to this address.</Notice>
      <Fact label="Subject">{payload.subject}</Fact>
      <Fact label="Received">{formatIndiaInstant(payload.receivedAt)}</Fact>
      <Text style={text}>
        Support by phone: Mon-Fri, 9 AM - 6 PM IST. For a booking, have your ticket id at hand.
      </Text>
      <Text style={mutedText}>
        Meanwhile, browse upcoming events: <PlainLink href={links.events}>TicketMela events</PlainLink>
      </Text>
    </MailLayout>
  );
}
