import { Trans, useLingui } from '@lingui/react/macro';
import { canOrganize } from '@ticketmela/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Compass from 'lucide-react/icons/compass';
import Settings from 'lucide-react/icons/settings';
import Ticket from 'lucide-react/icons/ticket';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

function Action({ to, label, hint, icon }: { to: string; label: string; hint: string; icon: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-4 rounded-xl border border-gray-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-50 text-night-800 group-hover:bg-white">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-gray-900">{label}</span>
          <span className="block text-sm text-gray-700">{hint}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-gray-600 group-hover:text-brand-800" />
      </Link>
    </li>
  );
}

export function QuickActions({ role }: { role: string }) {
  const { t } = useLingui();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-gray-900">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Action
          to={paths.events}
          label={t`Browse Events`}
          hint={t`Find concerts, festivals and more`}
          icon={<Compass aria-hidden="true" className="size-5" />}
        />
        <Action
          to={paths.dashboard}
          label={t`My Tickets`}
          hint={t`Your bookings and QR tickets`}
          icon={<Ticket aria-hidden="true" className="size-5" />}
        />
        {canOrganize(role) ? (
          <Action
            to={paths.organizer}
            label={t`Organizer Panel`}
            hint={t`Manage your events`}
            icon={<Settings aria-hidden="true" className="size-5" />}
          />
        ) : null}
      </ul>
    </Card>
  );
}
