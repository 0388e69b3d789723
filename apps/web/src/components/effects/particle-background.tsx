import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

// Drawing only, no text: loaded without the `rest` catalog (src/i18n/catalogs.ts), which home would otherwise
// download for it (about 30 KiB gzip).
const ParticlesCanvas = lazy(() => import('./particles-canvas'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => true,
  );
}

/**
 * Calls back once the browser is really idle: an idle period with most of a frame to spare, or after a few seconds
 * whatever happens. Where idle callbacks are missing, after a short wait.
 */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const handle = window.setTimeout(callback, 1500);
    return () => window.clearTimeout(handle);
  }
  const giveUpAt = Date.now() + 4000;
  let handle = 0;
  const check = (deadline: IdleDeadline) => {
    if (deadline.didTimeout || deadline.timeRemaining() >= 40 || Date.now() >= giveUpAt) callback();
    else handle = window.requestIdleCallback(check, { timeout: Math.max(0, giveUpAt - Date.now()) });
  };
  handle = window.requestIdleCallback(check, { timeout: 4000 });
  return () => window.cancelIdleCallback?.(handle);
}

/**
 * The animated particle background. Its code (tsParticles) is fetched only after the first paint, when the browser
 * is idle and the page has loaded, so it never delays the hero. With reduced motion asked for, nothing animates:
 * the hero keeps its still, dotted backdrop.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle();
    };
  }, [reducedMotion]);

  if (reducedMotion || !ready) return null;
  return (
    <div aria-hidden="true" className={cn('pointer-events-none animate-[fade-in_1.2s_ease-out]', className)}>
      <Suspense fallback={null}>
        <ParticlesCanvas className="size-full" />
      </Suspense>
    </div>
  );
}
