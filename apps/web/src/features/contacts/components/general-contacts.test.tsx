import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  makeContact,
  mockApi,
  signInAsAdmin,
} from '@/features/admin/test/fixtures';
import { renderApp } from '@/test/render-app';

function page(contacts: ContactMessage[], current: number, pages: number, total: number) {
  return jsonResponse({ contacts, pagination: { current, pages, total } });
}

// The table (wide screens) and the cards (phones) are both in the document; CSS shows one of them.
const table = () => screen.findByRole('table', { name: 'Contacts' });

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/contacts/general');

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('contact management', () => {
  test('changing the status filter reloads from page 1 with that status', async () => {
    const user = userEvent.setup();
    const calls = mockApi(({ method, url }) => {
      if (method !== 'GET' || url.pathname !== '/api/contacts/general') return undefined;
      const status = url.searchParams.get('status');
      const current = Number(url.searchParams.get('page'));
      if (status === 'pending') return page([makeContact({ _id: 'p1', name: 'Pending Person' })], 1, 1, 1);
      return page(
        [makeContact({ _id: `all-${current}`, name: `Person on page ${current}` })],
        current,
        3,
        41,
      );
    });
    renderApp('/admin/contacts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Management' })).toBeInTheDocument();
    expect(await within(await table()).findByText('Person on page 1')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url.searchParams.get('limit')).toBe('20');
    expect(listCalls(calls)[0]?.url.searchParams.has('status')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(await table()).findByText('Person on page 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(await within(await table()).findByText('Pending Person')).toBeInTheDocument();
    const last = listCalls(calls).at(-1);
    expect(last?.url.searchParams.get('status')).toBe('pending');
    expect(last?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    // One page only: no pagination.
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  test('pagination shows only when there is more than one page', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/contacts/general'
        ? page([makeContact(), makeContact({ _id: 'b' })], 1, 1, 2)
        : undefined,
    );
    renderApp('/admin/contacts');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Contacts pages/ })).not.toBeInTheDocument();
  });

  test('an empty filter says so', async () => {
    mockApi(({ url }) => (url.pathname === '/api/contacts/general' ? page([], 1, 0, 0) : undefined));
    renderApp('/admin/contacts');
    expect(await screen.findByText('No contacts found')).toBeInTheDocument();
    expect(screen.getByText('No contact inquiries match your current filter.')).toBeInTheDocument();
  });

  test("a failed load shows 'Failed to fetch contacts'", async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/contacts/general'
        ? jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }, 500)
        : undefined,
    );
    renderApp('/admin/contacts');
    expect((await screen.findAllByText('Failed to fetch contacts')).length).toBeGreaterThan(0);
  });

  test('the details modal updates status, method and notes, sending notes and method only when given', async () => {
    const user = userEvent.setup();
    const contact = makeContact();
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/contacts/general') return page([contact], 1, 1, 1);
      if (method === 'PATCH' && url.pathname === `/api/contacts/${contact._id}/status`) {
        return jsonResponse({ ...contact, status: 'resolved' });
      }
      return undefined;
    });
    renderApp('/admin/contacts');
    await user.click(await within(await table()).findByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });

    const email = within(dialog).getByRole('link', { name: 'Email' });
    expect(email.getAttribute('href')).toBe(
      `mailto:meera@example.in?subject=${encodeURIComponent('Re: Refund Request')}&body=${encodeURIComponent('Dear Meera Iyer,\n\nThank you for contacting TicketMela.\n\n')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(dialog).getByText(contact.message)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Resolved');
    const notes = within(dialog).getByLabelText('Admin Notes');
    expect(notes).toHaveAttribute('rows', '4');
    expect(notes).toHaveAttribute('placeholder', 'Add internal notes about this contact...');
    expect(within(dialog).getByLabelText('Contact Method')).toHaveDisplayValue('Not specified');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contact' }));

    expect(await screen.findByText('Contact status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'resolved' });
    // The current page is loaded again.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
  });

  test('a refused update keeps the modal open with the failure toast', async () => {
    const user = userEvent.setup();
    const contact = makeContact({ adminNotes: 'Called once', contactMethod: 'phone' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/contacts/general') return page([contact], 1, 1, 1);
      if (method === 'PATCH') {
        return jsonResponse(
          { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
          500,
        );
      }
      return undefined;
    });
    renderApp('/admin/contacts');
    await user.click(await within(await table()).findByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByLabelText('Admin Notes')).toHaveValue('Called once');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Failed to update contact status')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Details' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'pending',
      adminNotes: 'Called once',
      contactMethod: 'phone',
    });
  });
});
