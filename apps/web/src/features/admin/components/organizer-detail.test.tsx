import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import {
  jsonResponse,
  makeOrganizerDetails,
  makeOrganizerEvent,
  mockApi,
  ORGANIZER_ID,
  signInAsAdmin,
} from '../test/fixtures';

const PAGE = `/admin/organizer/${ORGANIZER_ID}`;
const DETAILS = `/api/users/${ORGANIZER_ID}/full-details`;

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('organizer detail', () => {
  test('shows the header card, the three columns, four figures and the tabs with their contents', async () => {
    const user = userEvent.setup();
    const details = makeOrganizerDetails({
      organizer: { lastLogin: '2026-03-04T10:00:00.000Z' },
      events: [
        makeOrganizerEvent({ _id: 'e1', title: 'Sunset Jazz', city: '', attendeeCount: 12, reportCount: 2 }),
        makeOrganizerEvent({
          _id: 'e2',
          title: 'Old Mela',
          date: '2020-01-01T10:00:00.000Z',
          hasTicketCategories: true,
          ticketCategories: [
            { _id: 't1', name: 'Gold', description: null, price: 1499, totalSeats: 10, availableSeats: 10 },
            { _id: 't2', name: 'Silver', description: null, price: 499, totalSeats: 10, availableSeats: 10 },
          ],
          attendeeCount: 3,
        }),
      ],
      allReports: [
        {
          _id: 'r1',
          reason: 'scam_or_fraud',
          status: 'pending',
          description: null,
          adminNotes: null,
          createdAt: '2026-03-01T09:30:00.000Z',
          eventId: null,
          userId: null,
        },
      ],
    });
    mockApi(({ url }) => (url.pathname === DETAILS ? jsonResponse(details) : undefined));
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organizer Details' })).toBeInTheDocument();
    expect(screen.getByText('organizer')).toHaveClass('uppercase');
    expect(screen.getAllByText('Verified')).toHaveLength(2); // the badge, and the Verification line
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByText('Last Login')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const label of ['Total Events', 'Active Events', 'Total Attendees', 'Reports']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Priya Sharma has organized 2 events with a total of 15 attendees.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 report has been filed against their events.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Events/ }));
    const jazz = screen.getByRole('article', { name: 'Sunset Jazz' });
    expect(within(jazz).getByText('Upcoming')).toBeInTheDocument();
    expect(within(jazz).getByText('Not specified')).toBeInTheDocument();
    expect(within(jazz).getByText('12 attendees')).toBeInTheDocument();
    expect(within(jazz).getByText('2 reports')).toBeInTheDocument();
    expect(within(jazz).getByRole('link', { name: /View Event/ })).toHaveAttribute('href', '/events/e1');
    const mela = screen.getByRole('article', { name: 'Old Mela' });
    expect(within(mela).getByText('Past')).toBeInTheDocument();
    expect(within(mela).getByText('₹499 onwards')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Reports/ }));
    expect(screen.getByText('Event Not Found')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Scam or Fraud')).toBeInTheDocument();
  });

  test('empty tabs say so', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) =>
      url.pathname === DETAILS ? jsonResponse(makeOrganizerDetails({ events: [] })) : undefined,
    );
    renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: /Events/ }));
    expect(screen.getByText('No events found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Reports/ }));
    expect(screen.getByText('No reports found')).toBeInTheDocument();
  });

  test('an admin cannot be banned or deleted, and no phone means no call', async () => {
    const user = userEvent.setup();
    const details = makeOrganizerDetails({ organizer: { role: 'admin', phone: null } });
    const calls = mockApi(({ url }) => (url.pathname === DETAILS ? jsonResponse(details) : undefined));
    renderApp(PAGE);

    const ban = await screen.findByRole('button', { name: 'Ban User' });
    expect(ban).toHaveAttribute('aria-disabled', 'true');
    expect(ban).toHaveAccessibleDescription('Cannot ban admin users');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAccessibleDescription('Cannot delete admin users');
    const call = screen.getByRole('button', { name: 'Call' });
    expect(call).toHaveAccessibleDescription('No phone number available');
    expect(screen.getByText('No phone number')).toBeInTheDocument();

    await user.click(ban);
    await user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(call);
    expect(await screen.findByText('No phone number available for this organizer')).toBeInTheDocument();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  test('contact and call are mail and phone links when the organizer has them', async () => {
    mockApi(({ url }) => (url.pathname === DETAILS ? jsonResponse(makeOrganizerDetails()) : undefined));
    renderApp(PAGE);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:priya@example.in',
    );
    expect(within(main).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876500002');
    expect(within(main).getByRole('link', { name: 'Tax Documents' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/organizer\/[^/]+\/tax$/),
    );
  });

  test('banning sends the trimmed reason, then the page shows the ban and offers Unban', async () => {
    const user = userEvent.setup();
    let banned = false;
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === DETAILS) {
        return jsonResponse(
          makeOrganizerDetails({
            organizer: banned
              ? { isBanned: true, banReason: 'Fake events', bannedAt: '2026-03-05T10:00:00.000Z' }
              : {},
          }),
        );
      }
      if (method === 'PATCH' && url.pathname === `/api/users/${ORGANIZER_ID}/ban`) {
        banned = true;
        return jsonResponse({ user: {}, message: 'User banned successfully' });
      }
      return undefined;
    });
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Ban User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Organizer' });
    await user.type(within(dialog).getByPlaceholderText('Enter ban reason...'), '  Fake events ');
    await user.click(within(dialog).getByRole('button', { name: 'Ban User' }));

    expect(await screen.findByText('User banned successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'Fake events' });
    expect(await screen.findByRole('button', { name: 'Unban User' })).toBeInTheDocument();
    expect(screen.getByText('Account Banned')).toBeInTheDocument();
    expect(screen.getByText('Reason: Fake events')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("a refused unban shows the server's message", async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (url.pathname === DETAILS) {
        return jsonResponse(makeOrganizerDetails({ organizer: { isBanned: true, banReason: 'Spam' } }));
      }
      if (method === 'PATCH')
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'User not found' }, 404);
      return undefined;
    });
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Unban User' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  test('delete asks with the exact sentence, then goes to /admin', async () => {
    const user = userEvent.setup();
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === DETAILS) return jsonResponse(makeOrganizerDetails());
      if (method === 'DELETE' && url.pathname === `/api/users/${ORGANIZER_ID}`) {
        return jsonResponse({ message: 'User deleted successfully' });
      }
      return undefined;
    });
    const { router } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete Priya Sharma? This action cannot be undone and will permanently remove the organizer and all their events.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  test("a failed load shows 'Error Loading Data' and Go Back leaves the page", async () => {
    const user = userEvent.setup();
    mockApi(({ url }) =>
      url.pathname === DETAILS
        ? jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'User not found' }, 404)
        : undefined,
    );
    const { router } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    // Opened directly, there is no page to go back to: the dashboard it is.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
