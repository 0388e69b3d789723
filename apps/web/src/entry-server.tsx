import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppScreens } from './app/app';
import { Footer } from './app/layout/root-layout';
import { AppProviders, Toaster } from './app/providers';
import { preloadScreensFor } from './app/router';

/** Which addresses are pages: the API answers the others with a 404 (web-app-page-status.ts). */
export { routePatternFor } from './app/router';

import { type PreloadedAnswers, renderWithPreloadedAnswers } from './lib/preloaded-answers';

/**
 * A public page as a visitor (nobody signed in) first sees it, as HTML, for the API's web-app plugin to put into
 * index.html: with the same answers the page carries, the browser's first render (main.tsx hydrates it) is this
 * same page, so the page is painted before its code has loaded and nothing changes when it has.
 */
export async function renderPage(url: string, answers: PreloadedAnswers): Promise<string> {
  // Every lazy part the page shows is loaded first: rendering to a string waits for nothing.
  await Promise.all([
    preloadScreensFor(new URL(url, 'http://localhost').pathname),
    Footer.preload(),
    Toaster.preload(),
  ]);
  return renderWithPreloadedAnswers(answers, () =>
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouter location={url}>
            <AppScreens />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
