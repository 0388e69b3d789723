export interface LatLng {
  lat: number;
  lng: number;
}

/** 'View on Google Maps': the place search link, tied to the place when its Google place id is known. */
export function googleMapsSearchUrl({ lat, lng }: LatLng, placeId?: string | null): string {
  const params = new URLSearchParams({ api: '1', query: `${lat},${lng}` });
  if (placeId) params.set('query_place_id', placeId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/** 'Get Directions': Google Maps directions to the venue from wherever the visitor is. */
export function googleMapsDirectionsUrl({ lat, lng }: LatLng): string {
  const params = new URLSearchParams({ api: '1', destination: `${lat},${lng}` });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
