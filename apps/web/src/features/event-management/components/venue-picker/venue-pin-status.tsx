import { Trans, useLingui } from '@lingui/react/macro';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { formatPoint } from './format-point';
import type { LatLng } from './types';
import type { AddressLookup } from './use-venue-editor';

/** Under the map: where the pin is (and whether its address is being looked up), 'Pin the map centre', 'Remove pin'. */
export function VenuePinBar({
  pin,
  lookup,
  onPinCentre,
  onRemovePin,
}: {
  pin: LatLng | null;
  lookup: AddressLookup;
  /** Pins the map's centre; null while the map loads. */
  onPinCentre: (() => void) | null;
  onRemovePin: () => void;
}) {
  const pinnedAt = pin ? formatPoint(pin) : null;
  return (
    <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-gray-800">
        {pinnedAt ? (
          <Trans>
            <span className="font-medium">Pinned at</span> {pinnedAt}
          </Trans>
        ) : (
          <Trans>No pin on the map yet.</Trans>
        )}
        {lookup === 'looking' ? (
          <span className="text-gray-600">
            {' · '}
            <Trans>Looking up the address...</Trans>
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPinCentre?.()}
          disabled={!onPinCentre}
          icon={<LocateFixed aria-hidden="true" className="size-4" />}
        >
          <Trans>Pin the map centre</Trans>
        </Button>
        {pin ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemovePin}
            icon={<X aria-hidden="true" className="size-4" />}
          >
            <Trans>Remove pin</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The pin is placed but its address was not found: the organizer is asked to type the venue's name. */
export function AddressLookupNote({ pin, lookup }: { pin: LatLng | null; lookup: AddressLookup }) {
  const { t } = useLingui();
  if ((lookup !== 'failed' && lookup !== 'none') || !pin) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {lookup === 'failed'
        ? t`The pin is placed, but the address of this point could not be looked up. Please type the venue name (and address) below.`
        : t`The pin is placed, but no address is known at this point. Please type the venue name (and address) below.`}
    </p>
  );
}
