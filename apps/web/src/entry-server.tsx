import { i18n, type Messages } from '@lingui/core';
import { localeOr } from '@ticketmela/domain';
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

// Every catalog of every language, in the server renderer's own bundle: any page is drawn in any language at once.
const catalogs = import.meta.glob<Messages>('./locales/*/*.po', { eager: true, import: 'messages' });
for (const [file, messages] of Object.entries(catalogs)) {
  const locale = file.split('/')[2] as string;
  i18n.load(locale, messages);
}

/**
 * A public page as a visitor (nobody signed in) first sees it, as HTML, for the API's web-app plugin to put into
 * index.html: with the same answers the page carries, the browser's first render (main.tsx hydrates it) is this
 * same page, so the page is painted before its code has loaded and nothing changes when it has.
 */
export async function renderPage(
  url: string,
  answers: PreloadedAnswers,
  locale: string = 'en',
): Promise<string> {
  // Every lazy part the page shows is loaded first: rendering to a string waits for nothing.
  await Promise.all([
    preloadScreensFor(new URL(url, 'http://localhost').pathname),
    Footer.preload(),
    Toaster.preload(),
  ]);
  // The one language instance is switched just before drawing: renderToString is synchronous, so no other page's
  // drawing can come in between.
  i18n.activate(localeOr(locale));
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
