import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreensFor } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// The page's screen is loaded first (the server preloads its chunks with the HTML), so the first render draws the
// whole page in place of index.html's static header: no 'Loading...' frame, nothing moving as the screen arrives.
// Should it fail to load, the app renders anyway and the screen's error boundary says so.
void preloadScreensFor(window.location.pathname)
  .catch(() => undefined)
  .finally(() =>
    // As a transition, React renders the page in slices and lets the browser in between (input, painting)
    // instead of holding the main thread for the whole first render.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
