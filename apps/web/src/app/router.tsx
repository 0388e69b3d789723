import { isValidElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { routePatterns as r } from '@/config/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { isLazyScreen, lazyScreen } from './lazy-screen';

// Every screen is its own chunk; only the shell (layout, guards, session) is in the first download.
const HomePage = lazyScreen(() => import('./routes/public/home'));
const EventsPage = lazyScreen(() => import('./routes/public/events'));
const EventDetailPage = lazyScreen(() => import('./routes/public/event-detail'));
const ContactPage = lazyScreen(() => import('./routes/public/contact'));
const NotFoundPage = lazyScreen(() => import('./routes/public/not-found'));
const LoginPage = lazyScreen(() => import('./routes/account/login'));
const RegisterPage = lazyScreen(() => import('./routes/account/register'));
const ProfilePage = lazyScreen(() => import('./routes/account/profile'));
const ProfileUpdatePage = lazyScreen(() => import('./routes/account/profile-update'));
const DashboardPage = lazyScreen(() => import('./routes/account/dashboard'));
const CancelledBookingsPage = lazyScreen(() => import('./routes/account/cancelled-bookings'));
const TicketPage = lazyScreen(() => import('./routes/account/ticket'));
const OrganizerDashboardPage = lazyScreen(() => import('./routes/organizer/organizer-dashboard'));
const OrganizerContactsPage = lazyScreen(() => import('./routes/organizer/organizer-contacts'));
const VerifyTicketsPage = lazyScreen(() => import('./routes/organizer/verify-tickets'));
const EventFormPage = lazyScreen(() => import('./routes/organizer/event-form'));
const AdminDashboardPage = lazyScreen(() => import('./routes/admin/admin-dashboard'));
const FlaggedEventsPage = lazyScreen(() => import('./routes/admin/flagged-events'));
const AdminContactsPage = lazyScreen(() => import('./routes/admin/admin-contacts'));
const OrganizerDetailPage = lazyScreen(() => import('./routes/admin/organizer-detail'));
const AuditLogPage = lazyScreen(() => import('./routes/admin/audit-log'));
const EmailsPage = lazyScreen(() => import('./routes/admin/emails'));

/**
 * The spec's route table with its guards. Declarative routing (useRoutes inside BrowserRouter) rather than the data
 * router: no screen uses loaders or actions, and the data router's code is about 19 KiB gzip of the first download
 * (docs in apps/web/README.md). Errors inside a screen are caught by the layout's error boundary, which keeps the
 * header and footer around them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: r.events, element: <EventsPage /> },
          { path: r.event, element: <EventDetailPage /> },
          { path: r.contact, element: <ContactPage /> },
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
              { path: r.verifyEventTickets, element: <VerifyTicketsPage /> },
              { path: r.verifyTickets, element: <VerifyTicketsPage /> },
              { path: r.organizerVerifyTickets, element: <VerifyTicketsPage /> },
              { path: r.createEvent, element: <EventFormPage /> },
              { path: r.editEvent, element: <EventFormPage /> },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: r.admin, element: <AdminDashboardPage /> },
              { path: r.adminFlaggedEvents, element: <FlaggedEventsPage /> },
              { path: r.adminContacts, element: <AdminContactsPage /> },
              { path: r.adminOrganizer, element: <OrganizerDetailPage /> },
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
    .filter(isLazyScreen);
  return Promise.all(screens.map((screen) => screen.preload()));
}

/** The route table, rendered by the surrounding router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
