import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type GoogleMapsApi, loadGoogleMaps, resetGoogleMapsLoader } from './load-google-maps';

function scriptTag(): HTMLScriptElement | null {
  return document.getElementById('google-maps-js') as HTMLScriptElement | null;
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
    const maps = {} as GoogleMapsApi;
    window.google = { maps };
    window.__ticketmelaGoogleMapsReady?.();
    await expect(result).resolves.toBe(maps);
    // Once loaded, later maps reuse it.
    await expect(loadGoogleMaps('good-key')).resolves.toBe(maps);
  });
});
