import { normalizeRole, type ReportStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const reportLook: Record<ReportStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  reviewed: { tone: 'blue', label: 'Reviewed' },
  resolved: { tone: 'green', label: 'Resolved' },
  dismissed: { tone: 'gray', label: 'Dismissed' },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { tone, label } = reportLook[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const roleTones: Record<'admin' | 'organizer' | 'user', BadgeTone> = {
  admin: 'purple',
  organizer: 'green',
  user: 'blue',
};

/** The role in capitals: admin purple, organizer green, everyone else blue (spec §6). */
export function UppercaseRoleBadge({ role }: { role: string }) {
  const normalized = normalizeRole(role);
  return (
    <Badge tone={roleTones[normalized]} className="tracking-wide uppercase">
      {normalized}
    </Badge>
  );
}
