import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSources } from './build/content-sources';
import { doorPwa } from './build/door-pwa';
import { linguiMacros } from './build/lingui-macros';
import { reactRouterDeclarative } from './build/react-router-declarative';
import { sharedIconsChunkName } from './build/shared-icons-chunk';

/** The API in development (npm run dev at the root starts it on port 8000). */
const apiTarget = 'http://localhost:8000';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/**
 * React Router's production build for `npm run build`: its package resolves every import to its development build
 * (remix-run/react-router#12532, #14102), whose warnings for developers (ENABLE_DEV_WARNINGS) would otherwise ship in
 * the first download. The same code without them; the tests and `vite` keep the development build and its warnings.
 */
const reactRouterProduction = {
  'react-router': decodeURIComponent(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
  ),
};

/**
 * Two builds (npm run build): the browser's (dist/) and, with --ssr, the server renderer of the public pages
 * (src/entry-server.tsx -> dist/server/entry-server.js, loaded by the API's web-app plugin).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: { '@': srcDir, ...(command === 'build' ? reactRouterProduction : {}) } },
  // The service worker and the web app manifest belong to the browser build only (decision 0024), and so does the
  // list of other sites the app loads, for the server's Content-Security-Policy (decision 0031).
  plugins: [
    react(),
    ...linguiPlugins({ failOnMissing: command === 'build' }),
    ...(command === 'build' ? [reactRouterDeclarative()] : []),
    tailwindcss(),
    ...(isSsrBuild ? [] : [VitePWA(doorPwa), contentSources()]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: isSsrBuild ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false } : browserBuild,
  // The server renderer carries its own production React and libraries: it does not depend on the API's NODE_ENV
  // (React's development build renders several times slower) nor on where node_modules is.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));

/**
 * Lingui (decision 0044): its macros (`<Trans>`, `t`, `msg`, `plural`) become catalog look-ups through its Babel plugin,
 * run only on the files that import a macro; the .po catalogs compile when imported. A build fails on a message without its
 * Hindi translation (npm test fails earlier, src/i18n/catalogs.test.ts).
 */
/** Found from here, whichever directory the build or the tests run from. */
const linguiConfigPath = decodeURIComponent(new URL('./lingui.config.ts', import.meta.url).pathname);

export function linguiPlugins({ failOnMissing }: { failOnMissing: boolean }) {
  return [
    lingui({ configPath: linguiConfigPath, failOnMissing, failOnCompileError: true }),
    linguiMacros(linguiConfigPath),
  ];
}

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: true,
  // dist/.vite/manifest.json: the API's web-app plugin reads it to preload a page's chunks with the HTML.
  manifest: true,
  // Every browser the site supports preloads modules natively; the polyfill would only add bytes.
  modulePreload: { polyfill: false },
  // A font stays a file, however small: the pages' Content-Security-Policy allows fonts from the site only, no data:.
  assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  rolldownOptions: {
    output: {
      // A catalog's chunk is named by its language and part (hi-home-….js), apart from the screen's own (home-….js).
      chunkFileNames: (chunk) => {
        const catalog = /\/locales\/(\w+)\/([\w-]+)\.po$/.exec(chunk.facadeModuleId ?? '');
        return catalog ? `assets/${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
      },
      // Long-lived vendor chunks change less often than the app code, so they stay cached across releases.
      // Route screens are split by React.lazy; heavy libraries used by one screen stay in that screen's chunk.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            priority: 30,
          },
          { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
          // What the shell shares with lazily loaded chunks, which the bundler would otherwise split off into a small
          // chunk each: one request with the shell instead of four, compressed together (the API client, the catalogs'
          // loader and the language switch are shared with the signed-in user's lazy parts). Listed by hand: derived
          // from the module graph (every shell module a lazy chunk imports) it took modules tree-shaking would have
          // dropped from the shell, zod among them, and the first route grew from 99.6 to 145 KiB.
          {
            name: 'shared',
            test: /node_modules[\\/](@lingui[\\/]core|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))|vite[\\/]preload-helper|packages[\\/]domain[\\/]src[\\/](rules[\\/](locale|ban)|error-code-for-status)\.ts$|apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|stored-user)|i18n[\\/](catalogs|locale-switch)|config[\\/](env|web-settings))\.ts$/,
            priority: 15,
            includeDependenciesRecursively: false,
          },
          // Icons import the shell's createLucideIcon: not pulled into the icons chunk (that would load every
          // shared icon with the shell).
          {
            name: sharedIconsChunkName(srcDir),
            debugName: 'icons',
            priority: 10,
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
