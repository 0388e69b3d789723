import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import GoogleMapEngine from '@/features/event-management/components/venue-picker/google-map';
import GoogleVenueMap from '@/features/events/components/venue-map/google-venue-map';
import { resetGoogleMapsLoader } from '@/lib/google-maps';

vi.mock('@/config/env', () => ({ env: { googleMapsApiKey: 'one-key' } }));

function scripts(): NodeListOf<HTMLScriptElement> {
  return document.querySelectorAll<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
}

/** A stand-in for what Google's script leaves on the page: the bootstrap and the classes of its libraries. */
function fakeGoogleMaps() {
  const maps: HTMLElement[] = [];
  class FakeMap {
    constructor(element: HTMLElement) {
      maps.push(element);
    }
    addListener() {}
    setCenter() {}
    setZoom() {}
    getCenter() {
      return undefined;
    }
  }
  class FakeMarker {
    addListener() {}
    setPosition() {}
    setMap() {}
    getPosition() {
      return null;
    }
  }
  class FakeInfoWindow {
    open() {}
    close() {}
  }
  class FakeGeocoder {
    async geocode() {
      return { results: [] };
    }
  }
  const importLibrary = vi.fn(async (name: string): Promise<Record<string, unknown>> => {
    if (name === 'maps') return { Map: FakeMap, InfoWindow: FakeInfoWindow };
    if (name === 'marker') return { Marker: FakeMarker };
    if (name === 'geocoding') return { Geocoder: FakeGeocoder };
    throw new Error(`unknown library ${name}`);
  });
  return { maps, bootstrap: { importLibrary } };
}

beforeEach(() => {
  resetGoogleMapsLoader();
  delete window.google;
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.google;
});

test('the venue map and the venue picker on one page load the Google Maps script once, and both draw a map', async () => {
  const onReady = vi.fn();
  render(
    <>
      <GoogleVenueMap lat={12.9605} lng={77.6387} name="Bangalore International Centre" address="Domlur" />
      <GoogleMapEngine
        initialCenter={{ lat: 28.6139, lng: 77.209 }}
        initialZoom={13}
        marker={null}
        onPick={() => {}}
        onReady={onReady}
        label="Venue location"
      />
    </>,
  );

  await waitFor(() => expect(scripts()).toHaveLength(1));
  expect(scripts()[0]?.src).toContain('key=one-key');

  const google = fakeGoogleMaps();
  window.google = { maps: google.bootstrap };
  window.__ticketmelaGoogleMapsReady?.();

  await waitFor(() => expect(google.maps).toHaveLength(2));
  expect(google.maps).toContain(screen.getByTestId('venue-picker-map'));
  expect(google.maps.filter((element) => element.dataset.mapProvider === 'google')).toHaveLength(2);
  expect(onReady).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText('Loading map...')).not.toBeInTheDocument());
  expect(screen.queryByText('Map Loading Error')).not.toBeInTheDocument();
  // Still one script: neither map added its own.
  expect(scripts()).toHaveLength(1);
  expect(document.querySelectorAll('#google-maps-js')).toHaveLength(1);
});
