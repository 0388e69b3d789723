import { Trans, useLingui } from '@lingui/react/macro';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A failed dynamic import after a deployment means the page's code changed: a reload fixes it. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Shown when a screen throws while rendering (caught by an ErrorBoundary); the header and footer stay in place. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const stale = isChunkLoadError(error);

  return (
    <div
      role="alert"
      className="flex min-h-[60svh] flex-col items-center justify-center px-4 py-16 text-center"
    >
      <title>{t`Something went wrong — TicketMela`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-gray-900 sm:text-3xl">
        {stale ? t`A new version of TicketMela is available` : t`Something went wrong`}
      </h1>
      <p className="mt-3 max-w-md text-gray-700">
        {stale
          ? t`Reload the page to get the latest version.`
          : t`This page could not be shown. Please try again, or go back to the home page.`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => window.location.reload()}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          <Trans>Reload page</Trans>
        </Button>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
