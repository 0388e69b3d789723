import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { routePatterns as r } from '@/config/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen is its own chunk; only the shell (layout, guards, session) is in the first download.
const HomePage = lazy(() => import('./routes/public/home'));
const EventsPage = lazy(() => import('./routes/public/events'));
const EventDetailPage = lazy(() => import('./routes/public/event-detail'));
const ContactPage = lazy(() => import('./routes/public/contact'));
const NotFoundPage = lazy(() => import('./routes/public/not-found'));
const LoginPage = lazy(() => import('./routes/account/login'));
const RegisterPage = lazy(() => import('./routes/account/register'));
const ProfilePage = lazy(() => import('./routes/account/profile'));
const ProfileUpdatePage = lazy(() => import('./routes/account/profile-update'));
const DashboardPage = lazy(() => import('./routes/account/dashboard'));
const CancelledBookingsPage = lazy(() => import('./routes/account/cancelled-bookings'));
const TicketPage = lazy(() => import('./routes/account/ticket'));
const OrganizerDashboardPage = lazy(() => import('./routes/organizer/organizer-dashboard'));
const OrganizerContactsPage = lazy(() => import('./routes/organizer/organizer-contacts'));
const VerifyTicketsPage = lazy(() => import('./routes/organizer/verify-tickets'));
const EventFormPage = lazy(() => import('./routes/organizer/event-form'));
const AdminDashboardPage = lazy(() => import('./routes/admin/admin-dashboard'));
const FlaggedEventsPage = lazy(() => import('./routes/admin/flagged-events'));
const AdminContactsPage = lazy(() => import('./routes/admin/admin-contacts'));
const OrganizerDetailPage = lazy(() => import('./routes/admin/organizer-detail'));
const AuditLogPage = lazy(() => import('./routes/admin/audit-log'));
const EmailsPage = lazy(() => import('./routes/admin/emails'));

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

/** The route table, rendered by the surrounding router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
