import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type GoogleMapsBootstrap,
  loadGoogleMaps,
  loadGoogleMapsLibraries,
  resetGoogleMapsLoader,
} from './google-maps';

function scriptTag(): HTMLScriptElement | null {
  return document.getElementById('google-maps-js') as HTMLScriptElement | null;
}

function fakeBootstrap() {
  const classes = { Map: class {}, InfoWindow: class {}, Marker: class {}, Geocoder: class {} };
  const importLibrary = vi.fn(async (name: string): Promise<Record<string, unknown>> => {
    if (name === 'maps') return { Map: classes.Map, InfoWindow: classes.InfoWindow };
    if (name === 'marker') return { Marker: classes.Marker };
    return { Geocoder: classes.Geocoder };
  });
  return { classes, maps: { importLibrary } satisfies GoogleMapsBootstrap };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetGoogleMapsLoader();
  delete window.google;
});

afterEach(() => {
  vi.useRealTimers();
  scriptTag()?.remove();
  delete window.google;
});

describe('loadGoogleMaps', () => {
  test('tries three times with growing waits, then fails', async () => {
    const result = loadGoogleMaps('bad-key', { attempts: 3, firstDelayMs: 1000 });
    const failure = expect(result).rejects.toThrow('The Google Maps script failed to load');

    scriptTag()?.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(999);
    expect(scriptTag()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scriptTag()?.src).toContain('key=bad-key');

    scriptTag()?.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(scriptTag()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scriptTag()).not.toBeNull();

    scriptTag()?.onerror?.(new Event('error'));
    await failure;
  });

  test('a refused key counts as a failed try', async () => {
    const result = loadGoogleMaps('refused', { attempts: 1 });
    const failure = expect(result).rejects.toThrow('Google Maps refused the API key');
    window.gm_authFailure?.();
    await failure;
  });

  test('resolves with the API when the script calls back, retrying after a failure', async () => {
    const result = loadGoogleMaps('good-key', { attempts: 3, firstDelayMs: 10 });
    scriptTag()?.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(10);
    const { maps } = fakeBootstrap();
    window.google = { maps };
    window.__ticketmelaGoogleMapsReady?.();
    await expect(result).resolves.toBe(maps);
    // Once loaded, later maps reuse it.
    await expect(loadGoogleMaps('good-key')).resolves.toBe(maps);
  });

  test('maps that ask while the script loads share one script and one load', async () => {
    const first = loadGoogleMaps('my-key');
    const second = loadGoogleMaps('my-key');
    expect(document.querySelectorAll('script#google-maps-js')).toHaveLength(1);
    const { maps } = fakeBootstrap();
    window.google = { maps };
    window.__ticketmelaGoogleMapsReady?.();
    await expect(first).resolves.toBe(maps);
    await expect(second).resolves.toBe(maps);
    expect(document.querySelectorAll('script#google-maps-js')).toHaveLength(1);
  });
});

describe('loadGoogleMapsLibraries', () => {
  test('adds the script with the key, then imports the named libraries into one object', async () => {
    const { classes, maps } = fakeBootstrap();
    const loading = loadGoogleMapsLibraries('my-key', ['maps', 'marker', 'geocoding']);
    expect(scriptTag()?.src).toContain('key=my-key');
    expect(scriptTag()?.src).toContain('callback=__ticketmelaGoogleMapsReady');
    window.google = { maps };
    window.__ticketmelaGoogleMapsReady?.();
    await expect(loading).resolves.toEqual(classes);
    expect(maps.importLibrary.mock.calls.map(([name]) => name).sort()).toEqual([
      'geocoding',
      'maps',
      'marker',
    ]);
  });
});
