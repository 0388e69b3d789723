import { isValidElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { routePatterns as r } from '@/config/paths';
import { withRestMessages, withScreenMessages } from '@/i18n/catalogs';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { BareLayout } from './layout/bare-layout';
import { RootLayout } from './layout/root-layout';
import { isPreloadableLazy, preloadableLazy } from './preloadable-lazy';
import type { SecondaryScreenName } from './secondary-screens';

// Every screen is its own chunk; only the shell (layout, guards, session) is in the first download.

/**
 * Any screen but the three the server draws with their chunks preloaded (home, the list, an event), loaded through
 * secondary-screens.ts: the shell then carries one dynamic import for all of them rather than one each with its list
 * of chunks to preload, which grew with every screen (decision 0022, measured again).
 */
const secondaryScreen = (name: SecondaryScreenName) =>
  preloadableLazy(() =>
    withRestMessages(import('./secondary-screens').then((screens) => screens.secondaryScreens[name]())),
  );
const secondaryScreenCache = new Map<SecondaryScreenName, ReturnType<typeof secondaryScreen>>();

type RouteName = keyof typeof r;
/** A route to a secondary screen: its pattern's name, and the screen's when it differs (one screen per name). */
type SecondaryRoute = (RouteName & SecondaryScreenName) | [RouteName, SecondaryScreenName];

/** A secondary screen's element: the same lazy component for every route that shows it. */
function secondaryElement(name: SecondaryScreenName) {
  let Screen = secondaryScreenCache.get(name);
  if (!Screen) {
    Screen = secondaryScreen(name);
    secondaryScreenCache.set(name, Screen);
  }
  return <Screen />;
}

/** The routes of secondary screens, as a compact table (the first download carries it). */
function secondaryRoutes(...entries: SecondaryRoute[]): RouteObject[] {
  return entries.map((entry) => {
    const [path, name] = typeof entry === 'string' ? [entry, entry] : entry;
    return { path: r[path], element: secondaryElement(name) };
  });
}

// Each with its own messages in the page's language (src/i18n/catalogs.ts), which the server preloads with its chunks.
const HomePage = preloadableLazy(() => withScreenMessages('home', import('./routes/public/home')));
const EventsPage = preloadableLazy(() => withScreenMessages('events', import('./routes/public/events')));
const EventDetailPage = preloadableLazy(() =>
  withScreenMessages('event-detail', import('./routes/public/event-detail')),
);

/**
 * The spec's route table with its guards. Declarative routing (useRoutes inside BrowserRouter) rather than the data
 * router: no screen uses loaders or actions, and the data router's code is about 19 KiB gzip of the first download
 * (docs in apps/web/README.md). Errors inside a screen are caught by the layout's error boundary, which keeps the
 * header and footer around them.
 */
export const routes: RouteObject[] = [
  // Pages standing for another app (the test provider's UPI app): no site header or footer.
  { element: <BareLayout />, children: secondaryRoutes('testUpiApp') },
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: r.events, element: <EventsPage /> },
          { path: r.event, element: <EventDetailPage /> },
          ...secondaryRoutes('contact', 'help', 'faq', 'terms', 'privacy', 'cookies', 'refundPolicy'),
          { element: <GuestOnly />, children: secondaryRoutes('login', 'register') },
          {
            element: <RequireAuth />,
            children: secondaryRoutes(
              'profile',
              'profileUpdate',
              'dashboard',
              'cancelledBookings',
              'ticket',
              ['organizer', 'organizerDashboard'],
              'organizerContacts',
              'organizerTax',
              'taxDocument',
              ['verifyEventTickets', 'verifyTickets'],
              'verifyTickets',
              ['organizerVerifyTickets', 'verifyTickets'],
              ['createEvent', 'eventForm'],
              ['editEvent', 'eventForm'],
              'eventWaitlist',
              'eventPromoCodes',
              'eventQuestions',
              'eventWaitingRoom',
              'eventQueue',
              'waitlistOffer',
            ),
          },
          {
            element: <RequireAdmin />,
            children: secondaryRoutes(
              ['admin', 'adminDashboard'],
              ['adminFlaggedEvents', 'flaggedEvents'],
              'adminContacts',
              ['adminOrganizer', 'organizerDetail'],
              'adminOrganizerTax',
              ['adminAuditLog', 'auditLog'],
              ['adminEmails', 'emails'],
            ),
          },
          { path: '*', element: secondaryElement('notFound') },
        ],
      },
    ],
  },
];

/** Loads the screens a path shows, so the first render draws the page rather than 'Loading...' (main.tsx). */
export function preloadScreensFor(pathname: string): Promise<unknown> {
  const screens = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : null))
    .filter(isPreloadableLazy);
  return Promise.all(screens.map((screen) => screen.preload()));
}

/**
 * The route pattern the app shows for a path ('/events/:id'), or null when only the catch-all matches it (the 404
 * screen). The server answers such an address with a 404 (apps/api/src/plugins/web-app-page-status.ts).
 */
export function routePatternFor(pathname: string): string | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') return null;
  return leaf.index ? '/' : (leaf.path ?? null);
}

/** The route table, rendered by the surrounding router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
