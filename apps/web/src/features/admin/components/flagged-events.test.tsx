import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, makeFlaggedEvent, makeReport, mockApi, signInAsAdmin } from '../test/fixtures';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const pending = makeReport({ _id: 'r-pending', reason: 'spam' });
const reviewed = makeReport({
  _id: 'r-done',
  reason: 'misleading_information',
  status: 'resolved',
  description: null,
  userId: null,
  adminNotes: 'Organizer fixed the venue name.',
});

describe('flagged events', () => {
  test('lists reported events; a pending report is resolved with the notes typed', async () => {
    const user = userEvent.setup();
    let resolved = false;
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/reports/events/flagged') {
        const first = resolved
          ? { ...pending, status: 'resolved' as const, adminNotes: 'Duplicate removed' }
          : pending;
        return jsonResponse([makeFlaggedEvent({ reports: [first, reviewed] })]);
      }
      if (method === 'PATCH' && url.pathname === '/api/reports/r-pending') {
        resolved = true;
        return jsonResponse({ ...pending, status: 'resolved' });
      }
      return undefined;
    });
    renderApp('/admin/flagged-events');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Flagged Events' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );

    const card = await screen.findByRole('article', { name: 'Sunset Jazz on the Lawns' });
    expect(within(card).getByText('1 pending')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Sunset Jazz on the Lawns' })).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Details of Sunset Jazz on the Lawns' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Organizer/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reports (2) for Sunset Jazz on the Lawns' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reports for Sunset Jazz on the Lawns' });
    const [first, second] = within(dialog).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Spam' })).toBeInTheDocument();
    expect(within(first!).getByText('Pending')).toBeInTheDocument();
    expect(within(first!).getByText(/Ananya Iyer \(ananya@example.in\)/)).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Mark as Reviewed' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    // Only a pending report can be decided.
    expect(within(second!).getByText('Misleading Information')).toBeInTheDocument();
    expect(within(second!).getByText('Resolved')).toBeInTheDocument();
    expect(within(second!).getByText('Unknown')).toBeInTheDocument();
    expect(within(second!).getByText('Organizer fixed the venue name.')).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    await user.type(within(first!).getByLabelText('Admin notes (optional)'), 'Duplicate removed');
    await user.click(within(first!).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report status updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
      adminNotes: 'Duplicate removed',
    });
    // The dialog follows the list: the report is now resolved, with no decision buttons.
    expect(await within(dialog).findByText('Duplicate removed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  test("a refused decision shows 'Failed to update report status'", async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) => {
      if (url.pathname === '/api/reports/events/flagged') return jsonResponse([makeFlaggedEvent()]);
      if (method === 'PATCH') {
        return jsonResponse(
          { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
          500,
        );
      }
      return undefined;
    });
    renderApp('/admin/flagged-events');
    await user.click(await screen.findByRole('button', { name: /^Reports \(1\)/ }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Failed to update report status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  test("no reported event says so; a failed load says 'Failed to fetch flagged events'", async () => {
    mockApi(({ url }) => (url.pathname === '/api/reports/events/flagged' ? jsonResponse([]) : undefined));
    const first = renderApp('/admin/flagged-events');
    expect(await screen.findByText('No flagged events')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    mockApi(({ url }) =>
      url.pathname === '/api/reports/events/flagged'
        ? jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }, 500)
        : undefined,
    );
    renderApp('/admin/flagged-events');
    expect((await screen.findAllByText('Failed to fetch flagged events')).length).toBeGreaterThan(0);
  });
});
