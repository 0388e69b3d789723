import { CONTACT_STATUS_LABELS, type ContactStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ContactStatus, BadgeTone> = {
  pending: 'yellow',
  'in-progress': 'blue',
  resolved: 'green',
  closed: 'gray',
};

/** Pending yellow, In Progress blue, Resolved green, Closed gray (spec §4). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
