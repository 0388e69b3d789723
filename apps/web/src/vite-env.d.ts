/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; defaults to '/api' (same origin, proxied to :8000 in development). */
  readonly VITE_API_URL?: string;
  /** Google OAuth client id; Google sign-in is offered only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** Google Maps JavaScript API key; without it venue maps use Leaflet with OpenStreetMap tiles. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Leaflet tile URL template; defaults to OpenStreetMap's standard tiles. */
  readonly VITE_MAP_TILE_URL?: string;
  /** HTML attribution for the tiles (required by most tile providers). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Nominatim-compatible geocoder base URL for the venue picker; defaults to https://nominatim.openstreetmap.org. */
  readonly VITE_GEOCODER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Lingui catalog, compiled on import by @lingui/vite-plugin (src/i18n/catalogs.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
