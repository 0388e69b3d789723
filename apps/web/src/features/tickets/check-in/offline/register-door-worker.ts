/**
 * Registers the door's service worker (service-worker/sw.ts, built as /sw.js) when the verify page opens, so the page
 * opens again without a network. Only there: a visitor who never checks tickets in downloads no precache. The
 * development server has no worker.
 */
export function registerDoorWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without the worker the door still works offline while the page stays open; nothing to tell the user.
  });
}
