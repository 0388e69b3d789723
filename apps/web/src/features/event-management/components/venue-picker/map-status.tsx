import TriangleAlert from 'lucide-react/icons/triangle-alert';

/** The map library could not be loaded (the spec's 'Map Loading Error' panel). */
export function MapLoadingError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex size-full flex-col items-center justify-center bg-red-50 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">Map Loading Error</p>
      <p className="mt-1 text-sm text-red-900">{message}</p>
      <p className="mt-2 text-sm text-red-900">You can still type the venue name and address below.</p>
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
      Loading map...
    </div>
  );
}
