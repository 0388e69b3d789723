/**
 * The one loader of the Google Maps JavaScript API (when VITE_GOOGLE_MAPS_API_KEY is set). Every map on the page
 * (the event page's venue map, the event form's venue picker) loads it through here, so the script is added once
 * even when several maps open together. Each map imports the libraries it needs and types their classes itself.
 */

/** What the script leaves on `window.google.maps`: the bootstrap that imports a library (maps, marker, ...). */
export interface GoogleMapsBootstrap {
  importLibrary(name: string): Promise<Record<string, unknown>>;
}

declare global {
  interface Window {
    google?: { maps?: Partial<GoogleMapsBootstrap> };
    gm_authFailure?: () => void;
    __ticketmelaGoogleMapsReady?: () => void;
  }
}

export interface LoadGoogleMapsOptions {
  /** How many times to try in all (the spec: 3). */
  attempts?: number;
  /** Wait before the second try; each further try waits twice as long (1 s, 2 s, ...). */
  firstDelayMs?: number;
  /** Give up on one try after this long without an answer. */
  timeoutMs?: number;
}

const SCRIPT_ID = 'google-maps-js';
const CALLBACK = '__ticketmelaGoogleMapsReady';

let pending: Promise<GoogleMapsBootstrap> | null = null;

function loadedBootstrap(): GoogleMapsBootstrap | null {
  const maps = window.google?.maps;
  return maps?.importLibrary ? (maps as GoogleMapsBootstrap) : null;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function loadOnce(apiKey: string, timeoutMs: number): Promise<GoogleMapsBootstrap> {
  return new Promise((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const maps = loadedBootstrap();
      if (!error && maps) {
        resolve(maps);
      } else {
        script.remove();
        reject(error ?? new Error('Google Maps loaded without its API'));
      }
    };
    const timer = setTimeout(() => finish(new Error('Google Maps did not answer in time')), timeoutMs);
    window[CALLBACK] = () => finish(null);
    // Google calls this when the key is refused (the script itself loads fine).
    window.gm_authFailure = () => finish(new Error('Google Maps refused the API key'));
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&v=weekly&loading=async&callback=${CALLBACK}`;
    script.onerror = () => finish(new Error('The Google Maps script failed to load'));
    document.head.append(script);
  });
}

/**
 * Loads the Google Maps JavaScript API once per page, trying up to three times with growing waits between tries.
 * Maps that ask while it loads share the same load. A failed load is forgotten, so a later map can try again.
 */
export function loadGoogleMaps(
  apiKey: string,
  { attempts = 3, firstDelayMs = 1000, timeoutMs = 15_000 }: LoadGoogleMapsOptions = {},
): Promise<GoogleMapsBootstrap> {
  const loaded = loadedBootstrap();
  if (loaded) return Promise.resolve(loaded);
  pending ??= (async () => {
    let lastError: unknown = null;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await wait(firstDelayMs * 2 ** (attempt - 1));
      try {
        return await loadOnce(apiKey, timeoutMs);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('Failed to load Google Maps');
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * Loads the API (once per page, as above) and imports the named libraries; their exports come back in one object
 * (`Map` and `InfoWindow` from 'maps', `Marker` from 'marker', `Geocoder` from 'geocoding'), for the caller to type.
 */
export async function loadGoogleMapsLibraries(
  apiKey: string,
  names: readonly string[],
  options?: LoadGoogleMapsOptions,
): Promise<Record<string, unknown>> {
  const maps = await loadGoogleMaps(apiKey, options);
  const libraries = await Promise.all(names.map((name) => maps.importLibrary(name)));
  return Object.assign({}, ...libraries);
}

/** For tests: forget any load in progress. */
export function resetGoogleMapsLoader(): void {
  pending = null;
}
