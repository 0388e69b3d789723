import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MapLoading, MapLoadingError } from '@/components/map/map-status';
import { env } from '@/config/env';
import { createGoogleGeocoder } from './google-geocoder';
import { type GoogleMap, type GoogleMarker, loadVenuePickerClasses } from './google-maps-classes';
import type { MapEngineProps } from './types';
import { VENUE_TYPING_HINT } from './types';

/** Google Maps (when VITE_GOOGLE_MAPS_API_KEY is set): click or drag the pin; search with Google's geocoder. */
export default function GoogleMapEngine({
  initialCenter,
  initialZoom,
  marker,
  onPick,
  onReady,
  label,
}: MapEngineProps) {
  const { t, i18n } = useLingui();
  // Read when the pin is made (the map is made once, in the effect below).
  const pinTitle = useRef('');
  pinTitle.current = t`Venue pin (drag to move)`;
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<GoogleMap | null>(null);
  const markerRef = useRef<GoogleMarker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const initial = useRef({ center: initialCenter, zoom: initialZoom, marker });
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const apiKey = env.googleMapsApiKey;
    if (!apiKey) {
      setStatus('error');
      return;
    }
    let cancelled = false;
    loadVenuePickerClasses(apiKey).then(
      (google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = new google.Map(container, {
          center: initial.current.center,
          zoom: initial.current.zoom,
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: false,
          clickableIcons: false,
        });
        mapRef.current = map;
        const pin = new google.Marker({ map: null, draggable: true, title: pinTitle.current });
        pin.addListener('dragend', () => {
          const position = pin.getPosition();
          if (position) onPickRef.current({ lat: position.lat(), lng: position.lng() });
        });
        markerRef.current = pin;
        const start = initial.current.marker;
        if (start) {
          pin.setPosition(start);
          pin.setMap(map);
        }
        map.addListener('click', (event) => {
          if (event.latLng) onPickRef.current({ lat: event.latLng.lat(), lng: event.latLng.lng() });
        });
        onReadyRef.current({
          geocoder: createGoogleGeocoder(new google.Geocoder()),
          show: (point, zoom) => {
            map.setCenter(point);
            map.setZoom(zoom);
          },
          getCenter: () => {
            const center = map.getCenter();
            return center ? { lat: center.lat(), lng: center.lng() } : initial.current.center;
          },
        });
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Failed to load Google Maps', error);
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      markerRef.current?.setMap(null);
      markerRef.current = null;
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const pin = markerRef.current;
    if (!map || !pin) return;
    if (marker) {
      pin.setPosition(marker);
      pin.setMap(map);
    } else {
      pin.setMap(null);
    }
  }, [marker]);

  if (status === 'error') {
    return (
      <MapLoadingError
        message={t`Failed to load Google Maps. Please check your API key.`}
        hint={i18n._(VENUE_TYPING_HINT)}
      />
    );
  }
  return (
    <div className="relative isolate size-full">
      <section
        ref={containerRef}
        aria-label={label}
        data-map-provider="google"
        data-testid="venue-picker-map"
        className="size-full"
      ></section>
      {status === 'loading' ? (
        <div className="absolute inset-0">
          <MapLoading />
        </div>
      ) : null}
    </div>
  );
}
