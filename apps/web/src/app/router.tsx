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

// Each with its own messages in the page's language (src/i18n/catalogs.ts), which the server preloads with its chunks.
const HomePage = preloadableLazy(() => withScreenMessages('home', import('./routes/public/home')));
const EventsPage = preloadableLazy(() => withScreenMessages('events', import('./routes/public/events')));
const EventDetailPage = preloadableLazy(() =>
  withScreenMessages('event-detail', import('./routes/public/event-detail')),
);
const ContactPage = secondaryScreen('contact');
const HelpPage = secondaryScreen('help');
const FaqPage = secondaryScreen('faq');
const TermsPage = secondaryScreen('terms');
const PrivacyPage = secondaryScreen('privacy');
const CookiesPage = secondaryScreen('cookies');
const RefundPolicyPage = secondaryScreen('refundPolicy');
const NotFoundPage = secondaryScreen('notFound');
const LoginPage = secondaryScreen('login');
const RegisterPage = secondaryScreen('register');
const ProfilePage = secondaryScreen('profile');
const ProfileUpdatePage = secondaryScreen('profileUpdate');
const DashboardPage = secondaryScreen('dashboard');
const CancelledBookingsPage = secondaryScreen('cancelledBookings');
const TicketPage = secondaryScreen('ticket');
const OrganizerDashboardPage = secondaryScreen('organizerDashboard');
const OrganizerContactsPage = secondaryScreen('organizerContacts');
const OrganizerTaxPage = secondaryScreen('organizerTax');
const TaxDocumentPage = secondaryScreen('taxDocument');
const VerifyTicketsPage = secondaryScreen('verifyTickets');
const EventFormPage = secondaryScreen('eventForm');
const AdminDashboardPage = secondaryScreen('adminDashboard');
const FlaggedEventsPage = secondaryScreen('flaggedEvents');
const AdminContactsPage = secondaryScreen('adminContacts');
const OrganizerDetailPage = secondaryScreen('organizerDetail');
const AdminOrganizerTaxPage = secondaryScreen('adminOrganizerTax');
const AuditLogPage = secondaryScreen('auditLog');
const EmailsPage = secondaryScreen('emails');
const WaitlistOfferPage = secondaryScreen('waitlistOffer');
const EventWaitlistPage = secondaryScreen('eventWaitlist');
const EventPromoCodesPage = secondaryScreen('eventPromoCodes');
const EventQuestionsPage = secondaryScreen('eventQuestions');
const EventWaitingRoomPage = secondaryScreen('eventWaitingRoom');
const EventQueuePage = secondaryScreen('eventQueue');
const TestUpiAppPage = secondaryScreen('testUpiApp');

/**
 * The spec's route table with its guards. Declarative routing (useRoutes inside BrowserRouter) rather than the data
 * router: no screen uses loaders or actions, and the data router's code is about 19 KiB gzip of the first download
 * (docs in apps/web/README.md). Errors inside a screen are caught by the layout's error boundary, which keeps the
 * header and footer around them.
 */
export const routes: RouteObject[] = [
  // Pages standing for another app (the test provider's UPI app): no site header or footer.
  { element: <BareLayout />, children: [{ path: r.testUpiApp, element: <TestUpiAppPage /> }] },
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: r.events, element: <EventsPage /> },
          { path: r.event, element: <EventDetailPage /> },
          { path: r.contact, element: <ContactPage /> },
          { path: r.help, element: <HelpPage /> },
          { path: r.faq, element: <FaqPage /> },
          { path: r.terms, element: <TermsPage /> },
          { path: r.privacy, element: <PrivacyPage /> },
          { path: r.cookies, element: <CookiesPage /> },
          { path: r.refundPolicy, element: <RefundPolicyPage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: r.login, element: <LoginPage /> },
              { path: r.register, element: <RegisterPage /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: r.profile, element: <ProfilePage /> },
              { path: r.profileUpdate, element: <ProfileUpdatePage /> },
              { path: r.dashboard, element: <DashboardPage /> },
              { path: r.cancelledBookings, element: <CancelledBookingsPage /> },
              { path: r.ticket, element: <TicketPage /> },
              { path: r.organizer, element: <OrganizerDashboardPage /> },
              { path: r.organizerContacts, element: <OrganizerContactsPage /> },
              { path: r.organizerTax, element: <OrganizerTaxPage /> },
              { path: r.taxDocument, element: <TaxDocumentPage /> },
              { path: r.verifyEventTickets, element: <VerifyTicketsPage /> },
              { path: r.verifyTickets, element: <VerifyTicketsPage /> },
              { path: r.organizerVerifyTickets, element: <VerifyTicketsPage /> },
              { path: r.createEvent, element: <EventFormPage /> },
              { path: r.editEvent, element: <EventFormPage /> },
              { path: r.eventWaitlist, element: <EventWaitlistPage /> },
              { path: r.eventPromoCodes, element: <EventPromoCodesPage /> },
              { path: r.eventQuestions, element: <EventQuestionsPage /> },
              { path: r.eventWaitingRoom, element: <EventWaitingRoomPage /> },
              { path: r.eventQueue, element: <EventQueuePage /> },
              { path: r.waitlistOffer, element: <WaitlistOfferPage /> },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: r.admin, element: <AdminDashboardPage /> },
              { path: r.adminFlaggedEvents, element: <FlaggedEventsPage /> },
              { path: r.adminContacts, element: <AdminContactsPage /> },
              { path: r.adminOrganizer, element: <OrganizerDetailPage /> },
              { path: r.adminOrganizerTax, element: <AdminOrganizerTaxPage /> },
              { path: r.adminAuditLog, element: <AuditLogPage /> },
              { path: r.adminEmails, element: <EmailsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
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
