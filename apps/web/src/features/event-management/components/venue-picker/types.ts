import { msg } from '@lingui/core/macro';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The venue as the event form holds it (the domain's venue input). */
export interface VenueValue {
  name: string;
  address: string | null;
  coordinates: LatLng | null;
  /** A Google place id; null for places found on OpenStreetMap (the event page builds Google Maps links with it). */
  placeId: string | null;
}

/** A place found by the search box or by a click on the map. */
export interface PlaceResult {
  /** Unique within one list of results. */
  key: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  city: string | null;
  placeId: string | null;
}

/** Place search and reverse lookup: Nominatim (OpenStreetMap) or Google's geocoder. */
export interface Geocoder {
  search(query: string, signal?: AbortSignal): Promise<PlaceResult[]>;
  /** The place at a point, or null when there is none. */
  reverse(point: LatLng, signal?: AbortSignal): Promise<PlaceResult | null>;
}

/** What a loaded map offers the picker. */
export interface MapHandle {
  geocoder: Geocoder;
  /** Centres the map on a point at a zoom level. */
  show(point: LatLng, zoom: number): void;
  getCenter(): LatLng;
}

/** Props of a map engine (Leaflet or Google), loaded lazily by the picker. */
export interface MapEngineProps {
  initialCenter: LatLng;
  initialZoom: number;
  /** The venue's pin, or null. */
  marker: LatLng | null;
  /** A click on the map (or a dragged pin) chose this point. */
  onPick: (point: LatLng) => void;
  onReady: (handle: MapHandle) => void;
  /** Accessible name of the map. */
  label: string;
}

/** The spec's map defaults (organizer-admin §9). */
export const MAP_DEFAULT_CENTER: LatLng = { lat: 28.6139, lng: 77.209 };
export const MAP_ZOOM_WITH_CITY = 13;
export const MAP_ZOOM_WITHOUT_CITY = 6;
export const MAP_ZOOM_PLACE = 16;

/** Under the Venue Name field when the pin is placed but the venue has no name yet. */
export const VENUE_NAME_NEEDED = msg`Please enter the venue name`;

/** Shown when the map cannot load: the venue can still be entered by hand. */
export const VENUE_TYPING_HINT = msg`You can still type the venue name and address below.`;
