/** The little of the Google Maps JavaScript API the venue map uses. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  Marker: new (
    options: Record<string, unknown>,
  ) => { addListener(event: string, handler: () => void): unknown };
  InfoWindow: new (
    options: Record<string, unknown>,
  ) => { open(options: Record<string, unknown>): void; close(): void };
}

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
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

let pending: Promise<GoogleMapsApi> | null = null;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function loadOnce(apiKey: string, timeoutMs: number): Promise<GoogleMapsApi> {
  return new Promise((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const maps = window.google?.maps;
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
 * A failed load is forgotten, so a later map can try again.
 */
export function loadGoogleMaps(
  apiKey: string,
  { attempts = 3, firstDelayMs = 1000, timeoutMs = 15_000 }: LoadGoogleMapsOptions = {},
): Promise<GoogleMapsApi> {
  if (window.google?.maps) return Promise.resolve(window.google.maps);
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

/** For tests: forget any load in progress. */
export function resetGoogleMapsLoader(): void {
  pending = null;
}
