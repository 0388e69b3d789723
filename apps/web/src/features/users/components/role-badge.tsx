import { normalizeRole } from '@ticketmela/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const roleLook: Record<'admin' | 'organizer' | 'user', { tone: BadgeTone; label: string }> = {
  admin: { tone: 'purple', label: 'Admin' },
  organizer: { tone: 'green', label: 'Organizer' },
  user: { tone: 'blue', label: 'User' },
};

/** Admin purple, organizer green, everyone else blue. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { tone, label } = roleLook[normalizeRole(role)];
  return <Badge tone={tone}>{label}</Badge>;
}
