import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const routerDist = decodeURIComponent(
  new URL('../../node_modules/react-router/dist/development/', import.meta.url).pathname,
);

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // Every render inside Lingui's provider (src/test/testing-library.tsx).
      { find: /^@testing-library\/react$/, replacement: `${srcDir}/test/testing-library.tsx` },
      // Node would load 'react-router' as CommonJS and 'react-router/dom' as ESM: two copies, two router
      // contexts. Pin both to the ESM build, as the browser bundle has it.
      { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
    ],
  },
  plugins: [react(), ...linguiPlugins({ failOnMissing: false })],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Above the 30 s async-util wait set in src/test/setup.ts, so a slow wait fails with its own message.
    testTimeout: 60_000,
  },
});
