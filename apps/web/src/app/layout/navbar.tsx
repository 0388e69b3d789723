import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { canOrganize, isAdmin } from '@ticketmela/domain';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { InitialsAvatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/i18n/language-switch';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { BrandLogo } from './brand-logo';

interface NavItem {
  to: string;
  label: MessageDescriptor;
  end?: boolean;
}

function navItemsFor(role: string | null | undefined, signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: msg`Home`, end: true },
    { to: paths.events, label: msg`Events`, end: true },
    { to: paths.contact, label: msg`Contact` },
  ];
  if (signedIn) items.push({ to: paths.dashboard, label: msg`Dashboard` });
  if (signedIn && canOrganize(role)) items.push({ to: paths.organizer, label: msg`Organizer` });
  if (signedIn && isAdmin(role)) items.push({ to: paths.admin, label: msg`Admin` });
  return items;
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100',
  );

const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const { t, i18n } = useLingui();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(user?.role, Boolean(user));

  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function handleLogout() {
    setMenuOpen(false);
    // Leave any signed-in page first (committed synchronously), so its guard does not bounce to /login.
    flushSync(() => {
      void navigate(paths.home);
    });
    logout();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />

        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={desktopLink}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 lg:gap-2">
          <LanguageSwitch />
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <>
                <Link
                  to={paths.profile}
                  className="flex max-w-56 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-gray-800 hover:bg-gray-100"
                >
                  <InitialsAvatar name={user.name} size="sm" letters={1} />
                  <span className="truncate">{user.name}</span>
                </Link>
                <button
                  type="button"
                  onClick={handleLogout}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  <Trans>Logout</Trans>
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  <Trans>Login</Trans>
                </Link>
                <Link to={paths.register} className={buttonClasses({ size: 'sm' })}>
                  <Trans>Get Started</Trans>
                </Link>
              </>
            )}
          </div>

          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-xl text-gray-800 hover:bg-gray-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-gray-200 bg-white lg:hidden"
      >
        <nav aria-label={t`Mobile`} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={mobileLink}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-gray-200 pt-3">
            {user ? (
              <div className="space-y-2">
                <Link
                  to={paths.profile}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-base font-medium text-gray-800 hover:bg-gray-100"
                >
                  <InitialsAvatar name={user.name} size="sm" letters={1} />
                  <span className="truncate">{user.name}</span>
                </Link>
                <button
                  type="button"
                  onClick={handleLogout}
                  className={buttonClasses({ variant: 'outline', fullWidth: true })}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  <Trans>Logout</Trans>
                </button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <Link to={paths.login} className={buttonClasses({ variant: 'outline' })}>
                  <Trans>Login</Trans>
                </Link>
                <Link to={paths.register} className={buttonClasses()}>
                  <Trans>Get Started</Trans>
                </Link>
              </div>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
