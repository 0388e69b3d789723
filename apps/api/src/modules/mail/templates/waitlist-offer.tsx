/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { WaitlistOfferPayload } from '../mail-payloads';
import { formatEventDate, formatIndiaInstant, formatRupees, plural, venueLine } from './mail-format';
import { ActionButton, Fact, MailLayout, mutedText, Notice, text } from './mail-layout';

export function WaitlistOfferMail(props: { payload: WaitlistOfferPayload; links: { offer: string } }) {
  const { payload, links } = props;
  const { event } = payload;
  const tickets = plural(payload.quantity, 'ticket');
  const deadline = formatIndiaInstant(payload.expiresAt);
  return (
    <MailLayout
      preview={`${tickets} for ${event.title} are held for you until ${deadline}`}
      heading="Your turn: tickets are held for you"
      footer="You get this e-mail because you joined this event's waitlist on TicketMela."
    >
      <Text style={text}>Hello {payload.attendeeName},</Text>
      <Text style={text}>
        Seats for <strong>{event.title}</strong> came back, and you are next in line. We are holding{' '}
        <strong>{tickets}</strong>
        {payload.categoryName ? ` (${payload.categoryName})` : ''} for you
        {payload.quantity < payload.requestedQuantity
          ? `: fewer than the ${payload.requestedQuantity} you asked for, as you said you would take fewer`
          : ''}
        .
      </Text>
      <Notice tone="warn">
        Buy them by <strong>{deadline}</strong>. After that they go to the next person in line.
      </Notice>
      <Fact label="Event">{event.title}</Fact>
      <Fact label="Date & time">{formatEventDate(event.date)}</Fact>
      <Fact label="Venue">{venueLine(event)}</Fact>
      <Fact label="To pay">{formatRupees(payload.amountPaise)}</Fact>
      <Section style={{ margin: '8px 0 12px' }}>
        <ActionButton href={links.offer}>Buy my tickets</ActionButton>
      </Section>
      <Text style={mutedText}>
        Can't go after all? Open the link and choose "No thanks", so the seats go to the next person sooner.
      </Text>
    </MailLayout>
  );
}
