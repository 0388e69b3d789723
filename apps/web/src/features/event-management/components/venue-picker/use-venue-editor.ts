import { useLingui } from '@lingui/react/macro';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { formatPoint } from './format-point';
import { type LatLng, MAP_ZOOM_PLACE, type MapHandle, type PlaceResult, type VenueValue } from './types';

/** Who wrote the venue's name or address: a later map click replaces only what a map click wrote. */
type Source = 'user' | 'search' | 'map' | null;

/** The reverse lookup of a pin's address: under way, failed, or with no address known at the point. */
export type AddressLookup = 'idle' | 'looking' | 'failed' | 'none';

export interface VenueEditor {
  /** The venue as last given, for callbacks that run after a render. */
  venueRef: RefObject<VenueValue>;
  lookup: AddressLookup;
  /** What a screen reader is told after a pin or a place is chosen. */
  announcement: string;
  pickPoint: (point: LatLng) => void;
  choosePlace: (place: PlaceResult) => void;
  removePin: () => void;
  typeName: (name: string) => void;
  typeAddress: (address: string) => void;
}

/**
 * The venue's changes in the picker: a point picked on the map (its name and address then looked up), a place chosen
 * from the search, the pin removed, the name or address typed. A looked-up name or address never replaces one the
 * organizer typed or chose from the search.
 */
export function useVenueEditor({
  venue,
  handle,
  onChange,
  onCityFound,
}: {
  venue: VenueValue;
  handle: MapHandle | null;
  onChange: (venue: VenueValue) => void;
  onCityFound: (city: string, source: 'search' | 'map') => void;
}): VenueEditor {
  const { t } = useLingui();
  const venueRef = useRef(venue);
  venueRef.current = venue;
  const [lookup, setLookup] = useState<AddressLookup>('idle');
  const [announcement, setAnnouncement] = useState('');
  const sources = useRef<{ name: Source; address: Source }>({
    name: venue.name ? 'user' : null,
    address: venue.address ? 'user' : null,
  });
  const lookupAbort = useRef<AbortController | null>(null);

  useEffect(() => () => lookupAbort.current?.abort(), []);

  const pickPoint = useCallback(
    (point: LatLng) => {
      const current = venueRef.current;
      const keepAddress = sources.current.address === 'user' || sources.current.address === 'search';
      if (!keepAddress) sources.current.address = null;
      onChange({
        ...current,
        address: keepAddress ? current.address : null,
        coordinates: point,
        // A Google place id names the chosen place, not a point nearby; the lookup below may give a new one.
        placeId: keepAddress ? current.placeId : null,
      });
      const place = formatPoint(point);
      setAnnouncement(t`Venue pin placed at ${place}.`);
      lookupAbort.current?.abort();
      if (!handle) return;
      const controller = new AbortController();
      lookupAbort.current = controller;
      setLookup('looking');
      handle.geocoder.reverse(point, controller.signal).then(
        (place) => {
          if (controller.signal.aborted) return;
          if (!place) {
            setLookup('none');
            return;
          }
          setLookup('idle');
          const latest = venueRef.current;
          const fillName = !latest.name.trim() || sources.current.name === 'map';
          const fillAddress = !latest.address?.trim() || sources.current.address === 'map';
          if (fillName) sources.current.name = 'map';
          if (fillAddress) sources.current.address = 'map';
          onChange({
            ...latest,
            name: fillName ? place.name : latest.name,
            address: fillAddress ? place.address : latest.address,
            placeId: fillAddress ? place.placeId : latest.placeId,
          });
          if (place.city) onCityFound(place.city, 'map');
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Reverse geocoding failed', failure);
          setLookup('failed');
        },
      );
    },
    [handle, onChange, onCityFound, t],
  );

  function choosePlace(place: PlaceResult) {
    lookupAbort.current?.abort();
    setLookup('idle');
    sources.current = { name: 'search', address: 'search' };
    onChange({
      name: place.name,
      address: place.address || null,
      coordinates: { lat: place.lat, lng: place.lng },
      placeId: place.placeId,
    });
    if (place.city) onCityFound(place.city, 'search');
    handle?.show(place, MAP_ZOOM_PLACE);
    const name = place.name;
    setAnnouncement(t`Selected ${name}.`);
  }

  function removePin() {
    lookupAbort.current?.abort();
    setLookup('idle');
    onChange({ ...venueRef.current, coordinates: null, placeId: null });
    setAnnouncement(t`Venue pin removed.`);
  }

  function typeName(name: string) {
    sources.current.name = 'user';
    onChange({ ...venueRef.current, name });
  }

  function typeAddress(address: string) {
    sources.current.address = 'user';
    onChange({ ...venueRef.current, address });
  }

  return { venueRef, lookup, announcement, pickPoint, choosePlace, removePin, typeName, typeAddress };
}
