import type { GoogleGeocoder, GoogleGeocoderResult } from './google-maps-classes';
import type { Geocoder, LatLng, PlaceResult } from './types';

const CITY_TYPES = ['locality', 'postal_town', 'administrative_area_level_3', 'administrative_area_level_2'];
/** Result types whose first address component is the place's own name (a venue, a building, a landmark). */
const NAMED_PLACE_TYPES = [
  'establishment',
  'point_of_interest',
  'premise',
  'stadium',
  'park',
  'natural_feature',
];

function component(result: GoogleGeocoderResult, types: string[]): string | null {
  for (const type of types) {
    const match = result.address_components?.find((part) => part.types?.includes(type));
    if (match?.long_name?.trim()) return match.long_name.trim();
  }
  return null;
}

/** One Google geocoder result as a picker result; null when it has no point. */
export function fromGoogleResult(result: GoogleGeocoderResult, index = 0): PlaceResult | null {
  const location = result.geometry?.location;
  if (!location) return null;
  const address = result.formatted_address?.trim() ?? '';
  const isNamedPlace = result.types?.some((type) => NAMED_PLACE_TYPES.includes(type)) ?? false;
  const firstComponent = result.address_components?.[0]?.long_name?.trim();
  const name = (isNamedPlace && firstComponent) || address.split(',')[0]?.trim() || '';
  return {
    key: result.place_id ?? `result-${index}`,
    name,
    address,
    lat: location.lat(),
    lng: location.lng(),
    city: component(result, CITY_TYPES),
    placeId: result.place_id ?? null,
  };
}

function isZeroResults(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ZERO_RESULTS';
}

/** Google's geocoder (the Geocoding API must be enabled for the key): address search and reverse lookup. */
export function createGoogleGeocoder(geocoder: GoogleGeocoder): Geocoder {
  return {
    async search(query) {
      try {
        const { results = [] } = await geocoder.geocode({ address: query, region: 'in' });
        return results
          .slice(0, 5)
          .map((result, index) => fromGoogleResult(result, index))
          .filter((place): place is PlaceResult => place !== null);
      } catch (error) {
        if (isZeroResults(error)) return [];
        throw error;
      }
    },
    async reverse(point: LatLng) {
      try {
        const { results = [] } = await geocoder.geocode({ location: point });
        const first = results[0];
        const place = first ? fromGoogleResult(first) : null;
        return place ? { ...place, lat: point.lat, lng: point.lng } : null;
      } catch (error) {
        if (isZeroResults(error)) return null;
        throw error;
      }
    },
  };
}
