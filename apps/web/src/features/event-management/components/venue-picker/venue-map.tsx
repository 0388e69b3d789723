import { useLingui } from '@lingui/react/macro';
import { findCityCentre } from '@ticketmela/domain';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MapLoading, MapLoadingError } from '@/components/map/map-status';
import { env } from '@/config/env';
import {
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_PLACE,
  MAP_ZOOM_WITH_CITY,
  MAP_ZOOM_WITHOUT_CITY,
  type MapHandle,
  VENUE_TYPING_HINT,
} from './types';

// The map libraries are fetched only when the form is opened, never with the first page.
const MapEngine = env.googleMapsApiKey
  ? lazy(() => import('./google-map'))
  : lazy(() => import('./leaflet-map'));

/**
 * The venue map (Google's with a key, else Leaflet), loaded lazily. It opens on the venue's pin, else on the typed
 * city (zoom 13) or all of India; when it cannot load, it says so and the venue can still be typed.
 */
export function VenueMap({
  marker,
  city,
  onPick,
  onReady,
}: {
  marker: LatLng | null;
  city: string;
  onPick: (point: LatLng) => void;
  onReady: (handle: MapHandle) => void;
}) {
  const { t, i18n } = useLingui();
  const [initialView] = useState(() =>
    marker
      ? { center: marker, zoom: MAP_ZOOM_PLACE }
      : {
          center: findCityCentre(city) ?? MAP_DEFAULT_CENTER,
          zoom: city.trim() ? MAP_ZOOM_WITH_CITY : MAP_ZOOM_WITHOUT_CITY,
        },
  );

  // isolate: the map's panes, controls and notices stack inside this box, never over the sticky header.
  return (
    <div className="relative isolate z-0 h-72 overflow-hidden rounded-xl border border-gray-300 sm:h-96">
      <ErrorBoundary
        fallback={() => (
          <MapLoadingError
            message={t`The map could not be loaded. Please check your connection.`}
            hint={i18n._(VENUE_TYPING_HINT)}
          />
        )}
      >
        <Suspense fallback={<MapLoading />}>
          <MapEngine
            initialCenter={initialView.center}
            initialZoom={initialView.zoom}
            marker={marker}
            onPick={onPick}
            onReady={onReady}
            label={t`Venue map: click to place the venue pin`}
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
