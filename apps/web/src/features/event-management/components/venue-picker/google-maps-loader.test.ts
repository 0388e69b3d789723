import { afterEach, expect, test, vi } from 'vitest';
import { loadGoogleMapsLibraries } from './google-maps-loader';

type Globals = { google?: unknown; __ticketmelaVenuePickerMapsReady?: () => void };
const globals = window as unknown as Globals;

afterEach(() => {
  delete globals.google;
  document.getElementById('google-maps-js')?.remove();
});

function fakeGoogle() {
  const classes = { Map: class {}, Marker: class {}, Geocoder: class {} };
  const importLibrary = vi.fn(async (name: string) => {
    if (name === 'maps') return { Map: classes.Map };
    if (name === 'marker') return { Marker: classes.Marker };
    return { Geocoder: classes.Geocoder };
  });
  return { classes, importLibrary };
}

test('adds the script once with the key, then imports the map, marker and geocoding libraries', async () => {
  const { classes, importLibrary } = fakeGoogle();
  const loading = loadGoogleMapsLibraries('my-key');
  const script = document.getElementById('google-maps-js') as HTMLScriptElement;
  expect(script.src).toContain('key=my-key');
  expect(script.src).toContain('callback=__ticketmelaVenuePickerMapsReady');
  globals.google = { maps: { importLibrary } };
  globals.__ticketmelaVenuePickerMapsReady?.();
  await expect(loading).resolves.toEqual(classes);
  expect(importLibrary.mock.calls.map(([name]) => name).sort()).toEqual(['geocoding', 'maps', 'marker']);
  // Loaded once per page.
  await expect(loadGoogleMapsLibraries('my-key')).resolves.toEqual(classes);
  expect(document.querySelectorAll('#google-maps-js')).toHaveLength(1);
});
