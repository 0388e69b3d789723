/**
 * The web build's settings from its `VITE_*` variables, with their defaults. The app reads them through `env.ts`
 * (import.meta.env); the build reads the same ones to tell the server what the app will load
 * (build/content-sources.ts), so the server's Content-Security-Policy and the app cannot disagree.
 */
export type WebSettingsInput = Partial<Record<string, string | boolean | undefined>>;

/** Empty strings count as unset. */
function optional(value: string | boolean | undefined): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : undefined;
  return trimmed ? trimmed : undefined;
}

export function webSettings(raw: WebSettingsInput) {
  return {
    /** Base address of the API, without a trailing slash. */
    apiUrl: (optional(raw.VITE_API_URL) ?? '/api').replace(/\/+$/, ''),
    /** Google OAuth client id; Google sign-in is offered only when it is set. */
    googleClientId: optional(raw.VITE_GOOGLE_CLIENT_ID),
    /** Google Maps JavaScript API key; venue maps use Google Maps when it is set, Leaflet + OpenStreetMap otherwise. */
    googleMapsApiKey: optional(raw.VITE_GOOGLE_MAPS_API_KEY),
    /** Tile URL template for the Leaflet map ({s}, {z}, {x}, {y}). */
    mapTileUrl: optional(raw.VITE_MAP_TILE_URL) ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    /** Attribution shown on the Leaflet map; the default credits OpenStreetMap, as its tile policy requires. */
    mapTileAttribution:
      optional(raw.VITE_MAP_TILE_ATTRIBUTION) ??
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    /**
     * Nominatim-compatible geocoder for the venue picker's place search and map-click lookups (no key; used only
     * when Google Maps is not configured). Without a trailing slash.
     */
    geocoderUrl: (optional(raw.VITE_GEOCODER_URL) ?? 'https://nominatim.openstreetmap.org').replace(
      /\/+$/,
      '',
    ),
    /** Stripe's publishable key: card payments through Stripe Elements (the form reads it itself when shown). */
    stripePublishableKey: optional(raw.VITE_STRIPE_PUBLISHABLE_KEY),
  } as const;
}
