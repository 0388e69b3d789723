import { Trans } from '@lingui/react/macro';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

/** The map library could not be loaded (the spec's 'Map Loading Error' panel). */
export function MapLoadingError({ message, hint }: { message: string; hint?: string }) {
  return (
    <div
      role="alert"
      className="flex size-full min-h-48 flex-col items-center justify-center bg-red-50 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">
        <Trans>Map Loading Error</Trans>
      </p>
      <p className="mt-1 text-sm text-red-900">{message}</p>
      {hint ? <p className="mt-2 text-sm text-red-900">{hint}</p> : null}
    </div>
  );
}

/** While the map's code (and, for Google, its script) loads. */
export function MapLoading() {
  return (
    <div
      role="status"
      className="flex size-full items-center justify-center bg-stone-100 text-sm text-gray-700"
    >
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <Trans>Loading map...</Trans>
    </div>
  );
}
