import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeEvent } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { adminStats, jsonResponse, makeCategory, mockApi, signInAsAdmin } from '../test/fixtures';

const music = makeCategory({ _id: 'music', name: 'Music', eventCount: 3 });
const kids = makeCategory({ _id: 'kids', name: 'Kids', description: null, eventCount: 0 });
const upcoming = makeEvent({ _id: 'up', title: 'Sunset Jazz', date: '2099-05-01T13:30:00.000Z' });
const past = makeEvent({ _id: 'past', title: 'Diwali Mela 2020', date: '2020-11-10T12:00:00.000Z' });
const cancelled = makeEvent({
  _id: 'gone',
  title: 'Rain Dance',
  cancelled: true,
  date: '2099-08-01T15:00:00.000Z',
});

function answerDashboard(extra?: Parameters<typeof mockApi>[0]) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const { method, url } = call;
    if (method === 'GET' && url.pathname === '/api/events/admin/stats') return jsonResponse(adminStats);
    if (method === 'GET' && url.pathname === '/api/categories') return jsonResponse([music, kids]);
    if (method === 'GET' && url.pathname === '/api/events') return jsonResponse([past, upcoming, cancelled]);
    return undefined;
  });
}

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('admin dashboard', () => {
  test('links to the inboxes and the audit log, and shows the six figures with revenue in rupees', async () => {
    answerDashboard();
    renderApp('/admin');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Manage Contacts' })).toHaveAttribute(
      'href',
      '/admin/contacts',
    );
    expect(within(main).getByRole('link', { name: 'Flagged Events' })).toHaveAttribute(
      'href',
      '/admin/flagged-events',
    );
    expect(within(main).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit-log');
    const stats = within(main).getByRole('region', { name: 'Platform statistics' });
    expect(await within(stats).findByText('₹1,25,000')).toBeInTheDocument();
    const figures: [string, string][] = [
      ['Total Events', '18'],
      ['Active Events', '15'],
      ['Cancelled Events', '2'],
      ['Total Bookings', '42'],
      ['Active Bookings', '37'],
    ];
    for (const [label, value] of figures) {
      expect(within(stats).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  test('a category in use cannot be deleted; a free one is deleted after confirming', async () => {
    const user = userEvent.setup();
    const calls = answerDashboard(({ method, url }) =>
      method === 'DELETE' && url.pathname === '/api/categories/kids'
        ? jsonResponse({ message: 'Category deleted successfully' })
        : undefined,
    );
    renderApp('/admin');
    const inUse = await screen.findByRole('button', { name: 'Delete category Music' });
    expect(inUse).toHaveAttribute('aria-disabled', 'true');
    expect(inUse).toHaveAccessibleDescription('Cannot delete category with existing events');
    await user.click(inUse);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete category Kids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/api/categories/kids',
    ]);
  });

  test("Add Category requires a name ('Category name is required') and creates it", async () => {
    const user = userEvent.setup();
    const calls = answerDashboard(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/categories'
        ? jsonResponse(makeCategory({ _id: 'new', name: 'Kids Shows' }), 201)
        : undefined,
    );
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Category Name'), '  Kids Shows ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kids Shows' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("a refused category shows 'Failed to create category' with the server's reason under the name", async () => {
    const user = userEvent.setup();
    answerDashboard(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              statusCode: 409,
              code: 'DUPLICATE',
              message: 'A category with this name already exists',
              field: 'name',
            },
            409,
          )
        : undefined,
    );
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category Name'), 'Music');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category Name')).toHaveAccessibleDescription(
      'A category with this name already exists',
    );
  });

  test('every event has Details, Edit, Delete and Organizer; a past one may be deleted (full refunds), a cancelled one not', async () => {
    answerDashboard();
    renderApp('/admin');
    const jazz = await screen.findByRole('article', { name: 'Sunset Jazz' });
    expect(within(jazz).getByRole('link', { name: 'Edit Sunset Jazz' })).toHaveAttribute(
      'href',
      '/events/edit/up',
    );
    expect(within(jazz).getByRole('link', { name: /^Organizer/ })).toHaveAttribute(
      'href',
      `/admin/organizer/${upcoming.organizerId._id}`,
    );
    expect(within(jazz).getByRole('button', { name: 'Delete Sunset Jazz' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(
      within(screen.getByRole('article', { name: 'Diwali Mela 2020' })).getByRole('button', {
        name: 'Delete Diwali Mela 2020',
      }),
    ).not.toHaveAttribute('aria-disabled');
    const rain = screen.getByRole('article', { name: 'Rain Dance' });
    expect(within(rain).getByRole('button', { name: 'Delete Rain Dance' })).toHaveAccessibleDescription(
      'This event is already cancelled',
    );
    expect(within(rain).getByText('Cancelled')).toBeInTheDocument();
  });

  test('Details loads the event into a modal; a failure says so', async () => {
    const user = userEvent.setup();
    answerDashboard(({ url }) => {
      if (url.pathname === '/api/events/up') return jsonResponse(upcoming);
      if (url.pathname === '/api/events/past') {
        return jsonResponse(
          { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
          500,
        );
      }
      return undefined;
    });
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Details of Sunset Jazz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Jazz' });
    expect(await within(dialog).findByText(upcoming.description)).toBeInTheDocument();
    expect(within(dialog).getByText('Bangalore International Centre')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Details of Diwali Mela 2020' }));
    expect((await screen.findAllByText('Failed to load event details')).length).toBeGreaterThan(0);
  });

  test('Delete confirms, sends the reason only when given, and reports a failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    const calls = answerDashboard(({ method, url }) => {
      if (method !== 'DELETE' || url.pathname !== '/api/events/up') return undefined;
      if (fail)
        return jsonResponse(
          { statusCode: 409, code: 'EVENT_PAST', message: 'Past events cannot be cancelled' },
          409,
        );
      return jsonResponse({
        message: 'Event cancelled successfully',
        event: { ...upcoming, cancelled: true },
      });
    });
    renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Delete Sunset Jazz' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Event cancelled successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')[0]?.body).toBeUndefined();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Sunset Jazz' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    await user.type(within(dialog).getByRole('textbox'), 'Reported as a scam');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
    expect(screen.getByText('Past events cannot be cancelled')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')[1]?.body).toEqual({
      cancelledReason: 'Reported as a scam',
    });
  });

  test('on a wide screen categories and events are tables in keyboard-scrollable regions', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(min-width: 768px)',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    answerDashboard();
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'All events table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const row = within(region)
      .getByRole('rowheader', { name: /Sunset Jazz/ })
      .closest('tr');
    expect(within(row!).getByRole('button', { name: 'Delete Sunset Jazz' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Categories table' })).getAllByRole('row')).toHaveLength(
      3,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test("a failed load says 'Failed to fetch admin data'", async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/users/profile'
        ? undefined
        : jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }, 500),
    );
    renderApp('/admin');
    expect((await screen.findAllByText('Failed to fetch admin data')).length).toBeGreaterThan(0);
  });
});
