import { Trans } from '@lingui/react/macro';
import MapPinOff from 'lucide-react/icons/map-pin-off';

/** No coordinates for the venue. */
export function LocationNotAvailable() {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center rounded-xl bg-stone-50 p-6 text-center ring-1 ring-gray-200 ring-inset">
      <MapPinOff aria-hidden="true" className="size-8 text-gray-500" />
      <p className="mt-3 font-semibold text-gray-900">
        <Trans>Location Not Available</Trans>
      </p>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>The organizer has not pinned this venue on a map.</Trans>
      </p>
    </div>
  );
}
