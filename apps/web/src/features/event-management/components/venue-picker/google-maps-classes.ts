import { loadGoogleMapsLibraries } from '@/lib/google-maps';

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

export interface VenuePickerClasses {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: Record<string, unknown>) => GoogleMarker;
  Geocoder: new () => GoogleGeocoder;
}

/** Loads Google Maps through the page's one loader and takes the map, marker and geocoder classes. */
export async function loadVenuePickerClasses(apiKey: string): Promise<VenuePickerClasses> {
  const classes = await loadGoogleMapsLibraries(apiKey, ['maps', 'marker', 'geocoding']);
  return {
    Map: classes.Map as VenuePickerClasses['Map'],
    Marker: classes.Marker as VenuePickerClasses['Marker'],
    Geocoder: classes.Geocoder as VenuePickerClasses['Geocoder'],
  };
}
