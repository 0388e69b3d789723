import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MapLoading, MapLoadingError } from '@/components/map/map-status';
import { env } from '@/config/env';
import { loadVenueMapClasses } from './google-maps-classes';
import type { VenueMapViewProps } from './venue-map-types';

function infoContent(name: string, address: string | null): HTMLElement {
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

/** Google Maps (when VITE_GOOGLE_MAPS_API_KEY is set): marker at the venue, zoom 15, info window after 1 s. */
export default function GoogleVenueMap({ lat, lng, name, address }: VenueMapViewProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const apiKey = env.googleMapsApiKey;
    if (!apiKey) {
      setStatus('error');
      return;
    }
    let cancelled = false;
    let timer = 0;
    loadVenueMapClasses(apiKey).then(
      (maps) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const position = { lat, lng };
        const map = new maps.Map(container, {
          center: position,
          zoom: 15,
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: true,
        });
        const marker = new maps.Marker({ position, map, title: name });
        const info = new maps.InfoWindow({ content: infoContent(name, address) });
        marker.addListener('click', () => info.open({ map, anchor: marker }));
        timer = window.setTimeout(() => info.open({ map, anchor: marker }), 1000);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Failed to load Google Maps', error);
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [lat, lng, name, address]);

  if (status === 'error') {
    return <MapLoadingError message={t`Failed to load Google Maps. Please check your API key.`} />;
  }
  return (
    <div className="relative size-full">
      <div ref={containerRef} className="size-full" data-map-provider="google" />
      {status === 'loading' ? (
        <div className="absolute inset-0">
          <MapLoading />
        </div>
      ) : null}
    </div>
  );
}
