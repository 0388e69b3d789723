import 'leaflet/dist/leaflet.css';
import { Trans, useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { createNominatimGeocoder } from './nominatim';
import type { MapEngineProps } from './types';

// A pin in the brand's colour, drawn inline: no marker images to fetch or bundle.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">' +
  '<path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" fill="#c2410c"/>' +
  '<circle cx="16" cy="15.5" r="6.5" fill="#fff"/></svg>';

/**
 * Leaflet with OpenStreetMap tiles (or VITE_MAP_TILE_URL) and a Nominatim-compatible geocoder (VITE_GEOCODER_URL).
 * A click, or dragging the pin, chooses the point. Without tiles (offline, blocked) the map is blank but clicks
 * still work, so the organizer can always pin the venue and type its name.
 */
export default function LeafletMap({
  initialCenter,
  initialZoom,
  marker,
  onPick,
  onReady,
  label,
}: MapEngineProps) {
  const { t } = useLingui();
  // Read when the pin is made (in the effect below, which runs when the pin moves).
  const pinTitle = useRef('');
  pinTitle.current = t`Venue pin (drag to move)`;
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const initial = useRef({ center: initialCenter, zoom: initialZoom });
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center, zoom } = initial.current;
    const map = L.map(container, { center: [center.lat, center.lng], zoom, scrollWheelZoom: false });
    mapRef.current = map;
    const tiles = L.tileLayer(env.mapTileUrl, { attribution: env.mapTileAttribution, maxZoom: 19 });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => {
      const point = event.latlng.wrap();
      onPickRef.current({ lat: point.lat, lng: point.lng });
    });
    onReadyRef.current({
      geocoder: createNominatimGeocoder(env.geocoderUrl),
      show: (point, level) => map.setView([point.lat, point.lng], level),
      getCenter: () => {
        const point = map.getCenter().wrap();
        return { lat: point.lat, lng: point.lng };
      },
    });
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!marker) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) {
      markerRef.current.setLatLng([marker.lat, marker.lng]);
      return;
    }
    const icon = L.divIcon({
      className: 'venue-pin',
      html: PIN_SVG,
      iconSize: [32, 44],
      iconAnchor: [16, 44],
    });
    const pin = L.marker([marker.lat, marker.lng], {
      icon,
      draggable: true,
      keyboard: false,
      title: pinTitle.current,
    }).addTo(map);
    pin.on('dragend', () => {
      const point = pin.getLatLng().wrap();
      onPickRef.current({ lat: point.lat, lng: point.lng });
    });
    markerRef.current = pin;
  }, [marker]);

  return (
    <div className="relative isolate size-full">
      <section
        ref={containerRef}
        aria-label={label}
        data-map-provider="leaflet"
        data-testid="venue-picker-map"
        className="size-full cursor-crosshair bg-stone-200 [&_.leaflet-control-attribution]:bg-white/90 [&_.leaflet-control-attribution]:text-gray-800 [&_.leaflet-control-attribution_a]:text-blue-800"
      ></section>
      {tilesFailed ? (
        <p className="pointer-events-none absolute top-2 right-2 left-14 z-[1000] ml-auto max-w-sm rounded-lg bg-white/95 px-3 py-2 text-xs font-medium text-gray-800 shadow">
          <Trans>Map images could not be loaded. You can still click the map to place the pin.</Trans>
        </p>
      ) : null}
    </div>
  );
}
