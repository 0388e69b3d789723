import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MAIL_KIND_LABELS, type MailKind, type MailStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { domainText } from '@/i18n/domain-text';

const STATUS: Record<MailStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'yellow' },
  sent: { label: msg`Sent`, tone: 'green' },
  kept: { label: msg`Kept`, tone: 'blue' },
  failed: { label: msg`Failed`, tone: 'red' },
};

export const MAIL_STATUS_LABELS: Record<MailStatus, MessageDescriptor> = {
  pending: STATUS.pending.label,
  sent: STATUS.sent.label,
  kept: STATUS.kept.label,
  failed: STATUS.failed.label,
};

/** Pending (waiting or retrying), Sent (accepted by the SMTP server), Kept (no SMTP here), Failed (gave up). */
export function EmailStatusBadge({ status }: { status: MailStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS[status].tone}>{i18n._(STATUS[status].label)}</Badge>;
}

/** The kind's label in the current language; an unknown kind as it is. */
export function mailKindLabel(kind: MailKind): string {
  return domainText(MAIL_KIND_LABELS[kind] ?? kind);
}
