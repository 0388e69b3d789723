/** The little of the Google Maps JavaScript API the venue picker uses (loaded at run time, so typed by hand). */
export interface GoogleLatLng {
  lat(): number;
  lng(): number;
}

interface GoogleMapsEventTarget {
  addListener(event: string, handler: (event: { latLng?: GoogleLatLng | null }) => void): unknown;
}

export interface GoogleMap extends GoogleMapsEventTarget {
  setCenter(point: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  getCenter(): GoogleLatLng | undefined;
}

export interface GoogleMarker extends GoogleMapsEventTarget {
  setPosition(point: { lat: number; lng: number } | null): void;
  setMap(map: GoogleMap | null): void;
  getPosition(): GoogleLatLng | null | undefined;
}

export interface GoogleGeocoderResult {
  formatted_address?: string;
  place_id?: string;
  types?: string[];
  geometry?: { location?: GoogleLatLng };
  address_components?: { long_name?: string; types?: string[] }[];
}

export interface GoogleGeocoder {
  geocode(request: Record<string, unknown>): Promise<{ results?: GoogleGeocoderResult[] }>;
}

export interface GoogleMapsLibraries {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: Record<string, unknown>) => GoogleMarker;
  Geocoder: new () => GoogleGeocoder;
}

interface GoogleMapsNamespace {
  importLibrary?: (name: string) => Promise<Record<string, unknown>>;
}

const SCRIPT_ID = 'google-maps-js';
const CALLBACK = '__ticketmelaVenuePickerMapsReady';

function mapsNamespace(): GoogleMapsNamespace | undefined {
  return (window as unknown as { google?: { maps?: GoogleMapsNamespace } }).google?.maps;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for the bootstrap (importLibrary) of a script already on the page, added by this loader or another map. */
async function waitForBootstrap(timeoutMs: number): Promise<GoogleMapsNamespace> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const maps = mapsNamespace();
    if (maps?.importLibrary) return maps;
    await wait(100);
  }
  throw new Error('Google Maps did not answer in time');
}

function injectScript(apiKey: string, timeoutMs: number): Promise<GoogleMapsNamespace> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const maps = mapsNamespace();
      if (!error && maps?.importLibrary) {
        resolve(maps);
      } else {
        script.remove();
        reject(error ?? new Error('Google Maps loaded without its API'));
      }
    };
    const timer = setTimeout(() => finish(new Error('Google Maps did not answer in time')), timeoutMs);
    const globals = window as unknown as Record<string, unknown>;
    globals[CALLBACK] = () => finish(null);
    // Google calls this when the key is refused (the script itself loads fine).
    globals.gm_authFailure = () => finish(new Error('Google Maps refused the API key'));
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&v=weekly&loading=async&callback=${CALLBACK}`;
    script.onerror = () => finish(new Error('The Google Maps script failed to load'));
    document.head.append(script);
  });
}

let pending: Promise<GoogleMapsLibraries> | null = null;

/**
 * Loads the Google Maps JavaScript API once per page (reusing a copy another map already loaded) and imports the
 * map, marker and geocoding libraries. A failed load is forgotten, so opening the form again retries.
 */
export function loadGoogleMapsLibraries(apiKey: string, timeoutMs = 15_000): Promise<GoogleMapsLibraries> {
  pending ??= (async () => {
    let maps = mapsNamespace();
    if (!maps?.importLibrary) {
      maps = document.getElementById(SCRIPT_ID)
        ? await waitForBootstrap(timeoutMs)
        : await injectScript(apiKey, timeoutMs);
    }
    const importLibrary = maps.importLibrary!;
    const [mapsLibrary, markerLibrary, geocodingLibrary] = await Promise.all([
      importLibrary('maps'),
      importLibrary('marker'),
      importLibrary('geocoding'),
    ]);
    return {
      Map: mapsLibrary.Map as GoogleMapsLibraries['Map'],
      Marker: markerLibrary.Marker as GoogleMapsLibraries['Marker'],
      Geocoder: geocodingLibrary.Geocoder as GoogleMapsLibraries['Geocoder'],
    };
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
