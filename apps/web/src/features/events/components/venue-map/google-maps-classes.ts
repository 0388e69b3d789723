import { loadGoogleMapsLibraries } from '@/lib/google-maps';

/** The little of the Google Maps JavaScript API the venue map uses (loaded at run time, so typed by hand). */
export interface VenueMapClasses {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  Marker: new (
    options: Record<string, unknown>,
  ) => { addListener(event: string, handler: () => void): unknown };
  InfoWindow: new (
    options: Record<string, unknown>,
  ) => { open(options: Record<string, unknown>): void; close(): void };
}

/** Loads Google Maps through the page's one loader and takes the map, marker and info window classes. */
export async function loadVenueMapClasses(apiKey: string): Promise<VenueMapClasses> {
  const classes = await loadGoogleMapsLibraries(apiKey, ['maps', 'marker']);
  return {
    Map: classes.Map as VenueMapClasses['Map'],
    Marker: classes.Marker as VenueMapClasses['Marker'],
    InfoWindow: classes.InfoWindow as VenueMapClasses['InfoWindow'],
  };
}
