import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreensFor } from './app/router';
import './index.css';

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
void preloadScreensFor(window.location.pathname)
  .catch(() => undefined)
  .finally(() => {
    // A public page a visitor opens comes drawn by the server (entry-server.tsx, with the answers the page carries):
    // React takes over that HTML instead of drawing it again. Any other page has index.html's static header only.
    if (container.hasAttribute('data-server-rendered')) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
