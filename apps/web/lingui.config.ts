import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { firstRouteFiles } from './build/first-route-files';

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const firstRoute = firstRouteFiles(webDir).map((file) => `<rootDir>/${file}`);
// A helper's own copy of the catalogs while strings are being wrapped (see docs/i18n.md), else the repo's.
const catalogsDir = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/src/locales';
const notSource = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'];

/**
 * English is the source language: the messages are written in English in the code (the macros of @lingui/react/macro
 * and @lingui/core/macro), exactly as the specification words them. Two catalogs per language (decision 0044): `first`
 * holds the messages of the first route, loaded before the first render; `rest` everything else, loaded with the
 * secondary screens and the lazy parts. `npm run i18n:extract -w @ticketmela/web` updates both.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    { path: `${catalogsDir}/{locale}/first`, include: firstRoute, exclude: notSource },
    {
      path: `${catalogsDir}/{locale}/rest`,
      include: ['<rootDir>/src'],
      exclude: [...notSource, ...firstRoute],
    },
  ],
});
