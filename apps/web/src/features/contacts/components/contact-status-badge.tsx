import { useLingui } from '@lingui/react/macro';
import type { ContactStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { STATUS_LABELS } from './contact-labels';

const TONES: Record<ContactStatus, BadgeTone> = {
  pending: 'yellow',
  'in-progress': 'blue',
  resolved: 'green',
  closed: 'gray',
};

/** Pending yellow, In Progress blue, Resolved green, Closed gray (spec §4). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
