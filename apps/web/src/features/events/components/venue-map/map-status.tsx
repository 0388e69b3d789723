import MapPinOff from 'lucide-react/icons/map-pin-off';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

/** No coordinates for the venue. */
export function LocationNotAvailable() {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center rounded-xl bg-stone-50 p-6 text-center ring-1 ring-gray-200 ring-inset">
      <MapPinOff aria-hidden="true" className="size-8 text-gray-500" />
      <p className="mt-3 font-semibold text-gray-900">Location Not Available</p>
      <p className="mt-1 text-sm text-gray-700">The organizer has not pinned this venue on a map.</p>
    </div>
  );
}

/** The map library could not be loaded. */
export function MapLoadingError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex size-full min-h-48 flex-col items-center justify-center bg-red-50 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">Map Loading Error</p>
      <p className="mt-1 text-sm text-red-900">{message}</p>
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
