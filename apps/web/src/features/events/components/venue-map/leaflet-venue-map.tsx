import { Trans, useLingui } from '@lingui/react/macro';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import type { VenueMapViewProps } from './venue-map-types';

// A pin in the brand's colour, drawn inline: no marker images to fetch or bundle.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">' +
  '<path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 44 16 44s16-16.5 16-28.3C32 7 24.8 0 16 0z" fill="#c2410c"/>' +
  '<circle cx="16" cy="15.5" r="6.5" fill="#fff"/></svg>';

/** The info window's content, built from text nodes: venue names come from organizers and are never parsed as HTML. */
function popupContent(name: string, address: string | null): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = name;
  box.append(title);
  if (address) {
    const line = document.createElement('div');
    line.textContent = address;
    box.append(line);
  }
  return box;
}

/**
 * Leaflet with OpenStreetMap tiles (or VITE_MAP_TILE_URL): a marker at the venue, zoom 15, info window after 1 s.
 * When no map image can be loaded (offline, tile server down or blocked) it says so over the grey map, whose pin
 * still marks the venue, and points to the Google Maps links below.
 */
export default function LeafletVenueMap({ lat, lng, name, address }: VenueMapViewProps) {
  const { t } = useLingui();
  const venueLabel = t`Venue: ${name}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setTiles('loading');
    const map = L.map(container, { center: [lat, lng], zoom: 15, scrollWheelZoom: false });
    const layer = L.tileLayer(env.mapTileUrl, { attribution: env.mapTileAttribution, maxZoom: 19 });
    // One image that loads is enough to show a map; failures before any loads mean there is none to show.
    layer.on('tileload', () => setTiles('loaded'));
    layer.on('tileerror', () => setTiles((current) => (current === 'loaded' ? current : 'failed')));
    layer.addTo(map);
    const icon = L.divIcon({
      className: 'venue-pin',
      html: PIN_SVG,
      iconSize: [32, 44],
      iconAnchor: [16, 44],
      popupAnchor: [0, -40],
    });
    const marker = L.marker([lat, lng], { icon, title: name, keyboard: true }).addTo(map);
    marker.getElement()?.setAttribute('aria-label', venueLabel);
    marker.bindPopup(popupContent(name, address));
    const timer = window.setTimeout(() => marker.openPopup(), 1000);
    return () => {
      window.clearTimeout(timer);
      map.remove();
    };
  }, [lat, lng, name, address, venueLabel]);

  return (
    <div className="relative isolate size-full">
      <div ref={containerRef} className="venue-map size-full" data-map-provider="leaflet" />
      {tiles === 'failed' ? (
        <div
          role="status"
          className="pointer-events-none absolute inset-x-3 bottom-3 z-[1000] rounded-lg bg-white/95 px-3 py-2 text-sm shadow ring-1 ring-gray-200"
        >
          <p className="font-semibold text-gray-900">
            <Trans>Failed to load map</Trans>
          </p>
          <p className="text-gray-700">
            <Trans>
              The map images could not be loaded. The pin marks the venue; the links below still work.
            </Trans>
          </p>
        </div>
      ) : null}
    </div>
  );
}
