/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { InquiryReceivedPayload } from '../mail-payloads';
import { formatEventDate } from './mail-format';
import { ActionButton, colors, Fact, MailLayout, mutedText, PlainLink, text } from './mail-layout';

export function InquiryReceivedMail(props: { payload: InquiryReceivedPayload; links: { inbox: string } }) {
  const { payload, links } = props;
  const { visitor } = payload;
  return (
    <MailLayout
      preview={`${visitor.name} asks about ${payload.event.title}: ${payload.subject}`}
      heading="New inquiry about your event"
      footer="You get this e-mail because you organize this event on TicketMela. Replying answers the visitor directly."
    >
      <Text style={text}>Hello {payload.organizerName},</Text>
      <Text style={text}>
        {visitor.name} sent a question about <strong>{payload.event.title}</strong> (
        {formatEventDate(payload.event.date)}).
      </Text>
      <Fact label="Subject">{payload.subject}</Fact>
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
      <Fact label="From">
        {visitor.name} · <PlainLink href={`mailto:${visitor.email}`}>{visitor.email}</PlainLink>
        {visitor.phone ? ` · ${visitor.phone}` : ''}
      </Fact>
      <Text style={text}>
        Reply to this e-mail to answer {visitor.name}; your reply goes to their address.
      </Text>
      <Section style={{ margin: '0 0 12px' }}>
        <ActionButton href={links.inbox}>Open my inquiries</ActionButton>
      </Section>
      <Text style={mutedText}>Mark it resolved in your inbox once answered.</Text>
    </MailLayout>
  );
}
