import cityTable from '../geo/indian-city-centres.json';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface CityCentre extends GeoPoint {
  /** The city's name as the table writes it. */
  name: string;
}

/**
 * A venue pin further than this from the centre of the event's City gets a warning (decision 0035): wide enough for a
 * big city's suburbs and the resorts around it, narrow enough to catch a pin in the wrong city (Pune is about 120 km
 * from Mumbai, Delhi over 1,100 km).
 */
export const PIN_FAR_FROM_CITY_KM = 50;

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in km. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 'Bengaluru, Karnataka', ' bengaluru ', 'BENGALURU' and 'Bengalūru' are one key: the part before a comma, plain. */
function cityKey(city: string): string {
  return (city.split(',')[0] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

const centresByKey = new Map<string, CityCentre>();
for (const { name, aliases, lat, lng } of cityTable.cities) {
  for (const spelling of [name, ...aliases]) centresByKey.set(cityKey(spelling), { name, lat, lng });
}

/** The centre of an Indian city from the bundled table (GeoNames), by its name or a common older name; null if unknown. */
export function findCityCentre(city: string): CityCentre | null {
  const key = cityKey(city);
  return key ? (centresByKey.get(key) ?? null) : null;
}

export interface PinFarFromCity {
  city: string;
  /** Whole km from the city's centre. */
  km: number;
}

/**
 * The warning case: the pin lies more than PIN_FAR_FROM_CITY_KM from the centre of the typed city. Null when it is
 * near, when there is no pin, or when the city is not in the table (nothing to compare with).
 */
export function pinFarFromCity(city: string, pin: GeoPoint | null | undefined): PinFarFromCity | null {
  if (!pin) return null;
  const centre = findCityCentre(city);
  if (!centre) return null;
  const km = distanceKm(centre, pin);
  return km > PIN_FAR_FROM_CITY_KM ? { city: centre.name, km: Math.round(km) } : null;
}
