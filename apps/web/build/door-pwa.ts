import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable door (issue 16, decision 0024): a web app manifest and a service worker built from
 * service-worker/sw.ts with Workbox's precache list injected. The verify page registers the worker itself
 * (features/tickets/check-in/offline/register-door-worker.ts), so a visitor who never opens it installs nothing.
 */
export const doorPwa: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/events/verify',
    name: 'TicketMela Door',
    short_name: 'TM Door',
    description: 'Check TicketMela tickets in at the door, with or without a network.',
    start_url: '/events/verify',
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#c2410c',
    lang: 'en-IN',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell, every chunk (any screen can follow the verify page offline) and the QR decoder's wasm.
    globPatterns: ['**/*.{js,css,html,wasm,svg,png}'],
    // Not for browsers (the server renderer, Vite's manifest); sourcemaps are matched by no pattern.
    globIgnores: ['server/**', '.vite/**'],
    // The zxing-wasm decoder is about 1 MB.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
