import { Trans, useLingui } from '@lingui/react/macro';
import Compass from 'lucide-react/icons/compass';
import House from 'lucide-react/icons/house';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFound() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t`Page Not Found — TicketMela`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-night-100 text-night-800">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-800 uppercase">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-gray-700">
        <Trans>
          The page you are looking for does not exist. It may have been moved, or the address may be mistyped.
        </Trans>
      </p>
      <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" className="size-4" />
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
