import './config/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { ReplayEarlyPresses } from './app/replay-early-presses';
import { preloadScreensFor } from './app/router';
import { activateLocale, loadDomainMessages, pageLocale } from './i18n/catalogs';
import './index.css';

// A fix-up for once the fonts are in, so not part of what the first render waits for.
void import('./i18n/shape-again-when-fonts-load').then((fonts) => fonts.shapeAgainWhenFontsLoad());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The page's screen is loaded first (the server preloads its chunks with the HTML), so the first render draws the
// whole page: no 'Loading...' frame, nothing moving as the screen arrives. Should it fail to load, the app renders
// anyway and the screen's error boundary says so.
// The page's language, as the server drew it, is made ready with it: the shell's catalog here, the screen's with the
// screen (src/i18n/catalogs.ts).
void Promise.all([
  preloadScreensFor(window.location.pathname).catch(() => undefined),
  activateLocale(pageLocale()).catch(() => undefined),
]).then(() => {
  if (container.hasAttribute('data-server-rendered')) {
    // A public page a visitor opens comes drawn by the server (entry-server.tsx, from the answers the page
    // carries), and painted before this code ran: React takes that HTML over instead of drawing it again, as a
    // transition, in slices that leave the browser free to respond in between. Buttons pressed before it has
    // committed are pressed again then.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <ReplayEarlyPresses />
        </>,
      );
    });
  } else {
    // Any other page has index.html's static header only.
    createRoot(container).render(app);
  }
  // Shown only once the page has been used (a form checked, a promo code applied), so not waited for.
  loadDomainMessages().catch(() => undefined);
});
