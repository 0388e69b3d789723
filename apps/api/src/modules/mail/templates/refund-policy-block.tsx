/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { MailRefundPolicy } from '../mail-payloads';
import { refundPolicyLines } from './mail-format';
import { mutedText, text } from './mail-layout';

/** The event's own refund policy, frozen on the booking when it was made. */
export function RefundPolicyBlock(props: { policy: MailRefundPolicy; heading?: string }) {
  return (
    <Section style={{ margin: '0 0 12px' }}>
      <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>
        {props.heading ?? 'Cancellation & refund policy'}
      </Text>
      {props.policy.description ? (
        <Text style={{ ...text, margin: '0 0 4px' }}>{props.policy.description}</Text>
      ) : null}
      {refundPolicyLines(props.policy).map((line) => (
        <Text key={line} style={{ ...text, margin: '0 0 2px' }}>
          • {line}
        </Text>
      ))}
      <Text style={{ ...mutedText, margin: '6px 0 0' }}>
        Refunds reach your account in 5-10 business days after they are processed.
      </Text>
    </Section>
  );
}
