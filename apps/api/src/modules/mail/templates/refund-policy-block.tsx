/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { msg } from '../../../i18n/message';
import type { MailRefundPolicy } from '../mail-payloads';
import { refundPolicyLines } from './mail-format';
import { mutedText, text } from './mail-layout';
import type { MailText } from './mail-text';

/** The event's own refund policy, frozen on the booking when it was made. */
export function RefundPolicyBlock(props: { text: MailText; policy: MailRefundPolicy; heading?: string }) {
  const { t, locale } = props.text;
  return (
    <Section style={{ margin: '0 0 12px' }}>
      <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>
        {props.heading ?? t(msg('Cancellation & refund policy'))}
      </Text>
      {props.policy.description ? (
        <Text style={{ ...text, margin: '0 0 4px' }}>{props.policy.description}</Text>
      ) : null}
      {refundPolicyLines(props.policy, locale).map((line) => (
        <Text key={line} style={{ ...text, margin: '0 0 2px' }}>
          • {line}
        </Text>
      ))}
      <Text style={{ ...mutedText, margin: '6px 0 0' }}>
        {t(msg('Refunds reach your account in 5-10 business days after they are processed.'))}
      </Text>
    </Section>
  );
}
