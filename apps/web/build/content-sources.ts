import type { Plugin } from 'vite';
import { webSettings } from '../src/config/web-settings';

/** Where the file goes: under dist/.vite/, which the server never hands to browsers. */
export const CONTENT_SOURCES_FILE = '.vite/content-sources.json';

/**
 * Writes dist/.vite/content-sources.json: what this build of the app loads from other sites, read from the same
 * `VITE_*` settings the app was built with (src/config/web-settings.ts). The API's web-app plugin builds the pages'
 * Content-Security-Policy from it (apps/api/src/plugins/web-app-content-policy.ts, decision 0031), so the policy
 * allows exactly what this build needs: Stripe, Google sign-in and Google Maps only when their keys are set, the
 * configured tile server and geocoder.
 */
export function contentSources(): Plugin {
  let settings: ReturnType<typeof webSettings> | null = null;
  return {
    name: 'ticketmela-content-sources',
    apply: 'build',
    configResolved(config) {
      // The variables the app sees as import.meta.env (.env files and VITE_* of the environment).
      settings = webSettings(config.env);
    },
    generateBundle() {
      if (!settings) return;
      const sources = {
        apiUrl: settings.apiUrl,
        mapTileUrl: settings.mapTileUrl,
        geocoderUrl: settings.geocoderUrl,
        stripe: Boolean(settings.stripePublishableKey),
        googleSignIn: Boolean(settings.googleClientId),
        googleMaps: Boolean(settings.googleMapsApiKey),
      };
      this.emitFile({
        type: 'asset',
        fileName: CONTENT_SOURCES_FILE,
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}
