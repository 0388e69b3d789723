/** Build-time settings, read once. Empty strings count as unset. */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  /** Base address of the API, without a trailing slash. */
  apiUrl: (optional(import.meta.env.VITE_API_URL) ?? '/api').replace(/\/+$/, ''),
  /** Google OAuth client id; Google sign-in is offered only when it is set. */
  googleClientId: optional(import.meta.env.VITE_GOOGLE_CLIENT_ID),
  /** Google Maps JavaScript API key; venue maps use Google Maps when it is set, Leaflet + OpenStreetMap otherwise. */
  googleMapsApiKey: optional(import.meta.env.VITE_GOOGLE_MAPS_API_KEY),
  /** Tile URL template for the Leaflet map ({s}, {z}, {x}, {y}). */
  mapTileUrl:
    optional(import.meta.env.VITE_MAP_TILE_URL) ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** Attribution shown on the Leaflet map; the default credits OpenStreetMap, as its tile policy requires. */
  mapTileAttribution:
    optional(import.meta.env.VITE_MAP_TILE_ATTRIBUTION) ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /**
   * Nominatim-compatible geocoder for the venue picker's place search and map-click lookups (no key; used only
   * when Google Maps is not configured). Without a trailing slash.
   */
  geocoderUrl: (optional(import.meta.env.VITE_GEOCODER_URL) ?? 'https://nominatim.openstreetmap.org').replace(
    /\/+$/,
    '',
  ),
} as const;
