/** @jsxRuntime automatic @jsxImportSource react */
import { Img, Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import { colors, mutedText, text } from './mail-layout';
import type { MailText } from './mail-text';

/** The inline QR image's content id: the mail worker attaches the PNG drawn from the signed ticket text under it. */
export const TICKET_QR_CID = 'ticket-qr@ticketmela';

/** The ticket's QR code (an inline attachment, never a remote image) with its ticket id below. */
export function TicketQrBlock(props: { text: MailText; ticketId: string }) {
  const { t } = props.text;
  return (
    <Section
      style={{
        border: `1px dashed ${colors.brand}`,
        borderRadius: '12px',
        padding: '16px',
        margin: '0 0 16px',
        textAlign: 'center',
      }}
    >
      <Img
        src={`cid:${TICKET_QR_CID}`}
        width="220"
        height="220"
        alt={t(msg('QR code of ticket {ticketId}', { ticketId: props.ticketId }))}
        style={{ margin: '0 auto', display: 'block', width: '220px', maxWidth: '100%', height: 'auto' }}
      />
      <Text style={{ ...mutedText, margin: '8px 0 0' }}>{t(msg('Ticket ID'))}</Text>
      <Text
        style={{
          ...text,
          margin: 0,
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: '18px',
          fontWeight: 700,
          letterSpacing: '0.05em',
        }}
      >
        {props.ticketId}
      </Text>
    </Section>
  );
}
