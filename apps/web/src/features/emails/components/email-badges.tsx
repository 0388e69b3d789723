import { MAIL_KIND_LABELS, type MailKind, type MailStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  sent: { label: 'Sent', tone: 'green' },
  kept: { label: 'Kept', tone: 'blue' },
  failed: { label: 'Failed', tone: 'red' },
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: STATUS.pending.label,
  sent: STATUS.sent.label,
  kept: STATUS.kept.label,
  failed: STATUS.failed.label,
};

/** Pending (waiting or retrying), Sent (accepted by the SMTP server), Kept (no SMTP here), Failed (gave up). */
export function EmailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export function mailKindLabel(kind: MailKind): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}
