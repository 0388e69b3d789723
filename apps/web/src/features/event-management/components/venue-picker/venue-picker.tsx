import { pinFarFromCity } from '@ticketmela/domain';
import { type Ref, useCallback, useState } from 'react';
import { PinFarFromCityNote } from './pin-far-from-city-note';
import { PlaceSearch } from './place-search';
import type { MapHandle, VenueValue } from './types';
import { useMapFollowsCity } from './use-map-follows-city';
import { useVenueEditor } from './use-venue-editor';
import { VenueMap } from './venue-map';
import { VenueNameFields } from './venue-name-fields';
import { AddressLookupNote, VenuePinBar } from './venue-pin-status';

export interface VenuePickerProps {
  value: VenueValue | null;
  onChange: (venue: VenueValue) => void;
  /** The city typed in the form: the map starts closer (zoom 13) when there is one. */
  city: string;
  /** A chosen place names its city; the form fills its City field with it. */
  onCityFound: (city: string, source: 'search' | 'map') => void;
  error?: string | undefined;
  /** Receives the venue name input, so a failed submit can focus it. */
  nameInputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

const EMPTY_VENUE: VenueValue = { name: '', address: null, coordinates: null, placeId: null };

/**
 * The Venue Location picker: a place search (Nominatim-compatible geocoder, or Google's with a key), a map to click
 * (or a pin to drag), and the venue's name and address, which stay editable. Nothing here needs the network to
 * work: when the geocoder or the map images cannot be reached, the organizer clicks the map and types the name.
 */
export function VenuePicker({
  value,
  onChange,
  city,
  onCityFound,
  error,
  nameInputRef,
  onBlur,
}: VenuePickerProps) {
  const venue = value ?? EMPTY_VENUE;
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const editor = useVenueEditor({ venue, handle, onChange, onCityFound });
  const { pickPoint } = editor;
  useMapFollowsCity(handle, city, editor.venueRef);

  const onReady = useCallback((next: MapHandle) => setHandle(next), []);

  return (
    <div className="space-y-4">
      <PlaceSearch handle={handle} onChoose={editor.choosePlace} />

      <VenueMap marker={venue.coordinates} city={city} onPick={pickPoint} onReady={onReady} />

      <VenuePinBar
        pin={venue.coordinates}
        lookup={editor.lookup}
        onPinCentre={handle ? () => pickPoint(handle.getCenter()) : null}
        onRemovePin={editor.removePin}
      />
      <PinFarFromCityNote far={pinFarFromCity(city, venue.coordinates)} />
      <AddressLookupNote pin={venue.coordinates} lookup={editor.lookup} />
      <p role="status" className="sr-only">
        {editor.announcement}
      </p>

      <VenueNameFields
        venue={venue}
        error={error}
        nameInputRef={nameInputRef}
        onBlur={onBlur}
        onNameChange={editor.typeName}
        onAddressChange={editor.typeAddress}
      />
    </div>
  );
}
