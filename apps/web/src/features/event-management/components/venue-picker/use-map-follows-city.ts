import { findCityCentre } from '@ticketmela/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { MAP_ZOOM_WITH_CITY, type MapHandle, type VenueValue } from './types';

/**
 * No pin yet: centre the map on the typed city. A city of the bundled table at once, without the network; any
 * other through the geocoder (best effort), once per city name, a second after the last keystroke.
 */
export function useMapFollowsCity(handle: MapHandle | null, city: string, venueRef: RefObject<VenueValue>) {
  const centredOn = useRef<string | null>(null);
  useEffect(() => {
    const target = city.trim();
    const key = target.toLowerCase();
    if (!handle || !target || venueRef.current.coordinates || centredOn.current === key) return;
    const known = findCityCentre(target);
    if (known) {
      centredOn.current = key;
      handle.show(known, MAP_ZOOM_WITH_CITY);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      centredOn.current = key;
      handle.geocoder.search(target, controller.signal).then(
        ([first]) => {
          if (first && !venueRef.current.coordinates) handle.show(first, MAP_ZOOM_WITH_CITY);
        },
        () => {},
      );
    }, 1000);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [handle, city, venueRef]);
}
