import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { catalogFiles } from './build/catalog-files';

const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const inRoot = (files: string[]) => files.map((file) => `<rootDir>/${file}`);
const { shell, screens } = catalogFiles(webDir);
// A helper's own copy of the catalogs while strings are being wrapped (see docs/i18n.md), else the repo's.
const catalogsDir = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/src/locales';
const notSource = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'];

/**
 * English is the source language: the messages are written in English in the code (the macros of @lingui/react/macro
 * and @lingui/core/macro), exactly as the specification words them. The catalogs of each language
 * (build/catalog-files.ts finds their files): `shell` holds the messages of what every page draws first, loaded before
 * the first render; `home`, `events` and `event-detail` those of each public screen, loaded with it; `rest` every message
 * but the shell's (a public screen's among them), loaded with the secondary screens and the lazy parts. `npm run i18n:extract -w @ticketmela/web` updates them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    { path: `${catalogsDir}/{locale}/shell`, include: inRoot(shell), exclude: notSource },
    ...Object.entries(screens).map(([name, files]) => ({
      path: `${catalogsDir}/{locale}/${name}`,
      include: inRoot(files),
      exclude: notSource,
    })),
    {
      path: `${catalogsDir}/{locale}/rest`,
      include: ['<rootDir>/src'],
      // The screens' files too: a file a public screen shares with another screen (the waitlist's texts, say) must have
      // its messages wherever that other screen is opened first.
      exclude: [...notSource, ...inRoot(shell)],
    },
  ],
});
