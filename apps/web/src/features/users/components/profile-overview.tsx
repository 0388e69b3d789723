import { Trans, useLingui } from '@lingui/react/macro';
import { localeOr, type StoredUser } from '@ticketmela/domain';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { LANGUAGE_NAMES, LanguageSwitch } from '@/i18n/language-switch';
import { RoleBadge } from './role-badge';

export function ProfileOverview({ user }: { user: StoredUser }) {
  const { i18n } = useLingui();
  const language = localeOr(i18n.locale);
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-night-800 sm:h-28"
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-10 flex flex-wrap items-end justify-between gap-4 sm:-mt-12">
          <InitialsAvatar name={user.name} size="lg" className="ring-4 ring-white" />
          <div className="flex flex-wrap gap-3">
            <Link to={paths.profileUpdate} className={buttonClasses({ variant: 'primary' })}>
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit Profile</Trans>
            </Link>
            <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              <Trans>Dashboard</Trans>
            </Link>
          </div>
        </div>
        <div className="mt-4 min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">{user.name}</h1>
            <RoleBadge role={user.role} />
          </div>
          <ul className="mt-3 flex flex-col gap-x-6 gap-y-1.5 text-sm text-gray-700 sm:flex-row sm:flex-wrap">
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-gray-600" />
              <span className="sr-only">
                <Trans>Email:</Trans>{' '}
              </span>
              {user.email}
            </li>
            {user.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-gray-600" />
                <span className="sr-only">
                  <Trans>Phone:</Trans>{' '}
                </span>
                {user.phone}
              </li>
            ) : null}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-gray-700">
            <span>
              <Trans>Site language:</Trans> <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </span>
            <LanguageSwitch className="border border-gray-300" />
          </div>
        </div>
      </div>
    </Card>
  );
}
