import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { normalizeRole } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const roleLook: Record<'admin' | 'organizer' | 'user', { tone: BadgeTone; label: MessageDescriptor }> = {
  admin: { tone: 'purple', label: msg`Admin` },
  organizer: { tone: 'green', label: msg`Organizer` },
  user: { tone: 'blue', label: msg`User` },
};

/** Admin purple, organizer green, everyone else blue. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { i18n } = useLingui();
  const { tone, label } = roleLook[normalizeRole(role)];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
