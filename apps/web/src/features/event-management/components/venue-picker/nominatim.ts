import type { Geocoder, LatLng, PlaceResult } from './types';

/** The parts of a Nominatim (format=jsonv2, addressdetails=1) answer the picker reads. */
interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const CITY_KEYS = ['city', 'town', 'village', 'municipality', 'city_district', 'state_district', 'county'];

/** The city of a Nominatim address: the most specific settlement it names. */
export function nominatimCity(address: NominatimPlace['address']): string | null {
  if (!address) return null;
  for (const key of CITY_KEYS) {
    const value = address[key]?.trim();
    if (value) return value;
  }
  return null;
}

/** One Nominatim place as a picker result; null when it has no usable point. */
export function fromNominatimPlace(place: NominatimPlace, index = 0): PlaceResult | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const address = place.display_name?.trim() ?? '';
  const name = place.name?.trim() || address.split(',')[0]?.trim() || '';
  return {
    key: `${place.osm_type ?? 'place'}-${place.osm_id ?? place.place_id ?? index}`,
    name,
    address,
    lat,
    lng,
    city: nominatimCity(place.address),
    // OpenStreetMap ids are not Google place ids; the event page would build broken Google Maps links with them.
    placeId: null,
  };
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The geocoder answered ${response.status}`);
  return response.json();
}

/**
 * A Nominatim-compatible geocoder (https://nominatim.org/release-docs/latest/api/Overview/). Searches run only when
 * the organizer asks (the public server's policy forbids search-as-you-type), limited to India.
 */
export function createNominatimGeocoder(baseUrl: string, language = 'en'): Geocoder {
  return {
    async search(query, signal) {
      const params = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: '5',
        countrycodes: 'in',
        'accept-language': language,
      });
      const body = await getJson(`${baseUrl}/search?${params.toString()}`, signal);
      if (!Array.isArray(body)) return [];
      return body
        .map((place, index) => fromNominatimPlace(place as NominatimPlace, index))
        .filter((place): place is PlaceResult => place !== null);
    },
    async reverse({ lat, lng }: LatLng, signal) {
      const params = new URLSearchParams({
        lat: String(lat),
        lon: String(lng),
        format: 'jsonv2',
        addressdetails: '1',
        zoom: '18',
        'accept-language': language,
      });
      const body = (await getJson(`${baseUrl}/reverse?${params.toString()}`, signal)) as NominatimPlace & {
        error?: string;
      };
      if (!body || typeof body !== 'object' || body.error) return null;
      const place = fromNominatimPlace(body);
      // The place found near a click sits where it is; the pin stays where the organizer clicked.
      return place ? { ...place, lat, lng } : null;
    },
  };
}
