import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { normalizeRole, type ReportStatus } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const reportLook: Record<ReportStatus, { tone: BadgeTone; label: MessageDescriptor }> = {
  pending: { tone: 'yellow', label: msg`Pending` },
  reviewed: { tone: 'blue', label: msg`Reviewed` },
  resolved: { tone: 'green', label: msg`Resolved` },
  dismissed: { tone: 'gray', label: msg`Dismissed` },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { i18n } = useLingui();
  const { tone, label } = reportLook[status];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}

const roleTones: Record<'admin' | 'organizer' | 'user', BadgeTone> = {
  admin: 'purple',
  organizer: 'green',
  user: 'blue',
};

/** The role's name, shown in capitals. */
const roleNames: Record<'admin' | 'organizer' | 'user', MessageDescriptor> = {
  admin: msg`admin`,
  organizer: msg`organizer`,
  user: msg`user`,
};

/** The role in capitals: admin purple, organizer green, everyone else blue (spec §6). */
export function UppercaseRoleBadge({ role }: { role: string }) {
  const { i18n } = useLingui();
  const normalized = normalizeRole(role);
  return (
    <Badge tone={roleTones[normalized]} className="tracking-wide uppercase">
      {i18n._(roleNames[normalized])}
    </Badge>
  );
}
