import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactListResponse, ContactMessage } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const organizer = makeStoredUser({ role: 'organizer', name: 'Priya Sharma' });

beforeEach(() => storeUser(organizer));
afterEach(() => vi.unstubAllGlobals());

let sequence = 0;
function makeContact(overrides: Partial<ContactMessage> = {}): ContactMessage {
  sequence += 1;
  return {
    _id: `0b8e2c3a-1d2f-4e5a-9b6c-${String(sequence).padStart(12, '0')}`,
    name: `Asker ${sequence}`,
    email: `asker${sequence}@example.com`,
    phone: null,
    subject: 'Parking Information',
    message: 'Is there parking near the venue?',
    status: 'pending',
    adminNotes: null,
    contactMethod: null,
    eventId: {
      _id: '6f1c2b9e-4d3a-4c5b-8e7f-9a0b1c2d3e4f',
      title: 'Sunset Jazz on the Lawns',
      date: '2099-03-05T14:00:00.000Z',
    },
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function countsOf(contacts: ContactMessage[]): ContactListResponse['statusCounts'] {
  const counts = { pending: 0, 'in-progress': 0, resolved: 0, closed: 0 };
  for (const contact of contacts) counts[contact.status] += 1;
  return counts;
}

function page(
  contacts: ContactMessage[],
  pagination = { current: 1, pages: 1, total: contacts.length },
  statusCounts = countsOf(contacts),
) {
  return { contacts, pagination, statusCounts } satisfies ContactListResponse;
}

/** Serves the inbox (and the profile check); records the query of every list call. */
function serveInbox(list: (params: URLSearchParams) => Response, patch?: (body: unknown) => Response) {
  const listCalls: URLSearchParams[] = [];
  const fetchMock = stubApi([
    [
      /\/contacts\/organizer(\?|$)/,
      (url) => {
        const params = new URL(url, 'http://localhost').searchParams;
        listCalls.push(params);
        return list(params);
      },
    ],
    [/\/contacts\/[^/]+\/status$/, () => patch?.(undefined) ?? jsonResponse({}, 500)],
    [/\/users\/profile$/, () => jsonResponse({ user: organizer })],
  ]);
  return { fetchMock, listCalls };
}

const table = () => screen.getByRole('table', { name: 'Event inquiries' });

describe('Event Inquiries (/organizer/contacts)', () => {
  test('the summary cards count the whole inbox, not the page on screen', async () => {
    const onScreen = [makeContact({ status: 'pending' }), makeContact({ status: 'resolved' })];
    const wholeInbox = { pending: 40, 'in-progress': 3, resolved: 12, closed: 5 };
    serveInbox(() => jsonResponse(page(onScreen, { current: 1, pages: 3, total: 60 }, wholeInbox)));
    renderApp('/organizer/contacts');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    await vi.waitFor(() => expect(figure('Total Messages')).toBe('60'));
    expect(figure('Pending')).toBe('40');
    expect(figure('In Progress')).toBe('3');
    expect(figure('Resolved')).toBe('12');
    expect(within(summary).queryByText('On this page')).not.toBeInTheDocument();
  });

  test('title, summary cards, the table with its Event column; no pagination on a single page', async () => {
    const contacts = [
      makeContact({ name: 'Rahul Mehta', phone: '9876543210', status: 'pending' }),
      makeContact({ status: 'in-progress' }),
      makeContact({ status: 'resolved' }),
      makeContact({ status: 'pending', message: `${'Long question '.repeat(10)}end` }),
    ];
    const { listCalls } = serveInbox(() => jsonResponse(page(contacts, { current: 1, pages: 1, total: 4 })));
    renderApp('/organizer/contacts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event Inquiries' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Event inquiries' });
    expect(listCalls[0]?.get('page')).toBe('1');
    expect(listCalls[0]?.get('limit')).toBe('20');
    expect(listCalls[0]?.has('status')).toBe(false);

    const summary = screen.getByRole('region', { name: 'Summary' });
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total Messages')).toBe('4');
    expect(figure('Pending')).toBe('2');
    expect(figure('In Progress')).toBe('1');
    expect(figure('Resolved')).toBe('1');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Contact', 'Event', 'Subject', 'Status', 'Date', 'Actions']);
    const row = within(table()).getByRole('row', { name: /Rahul Mehta/ });
    expect(within(row).getByText('Sunset Jazz on the Lawns')).toBeInTheDocument();
    expect(within(row).getByText('5 Mar 2099, 7:30 pm')).toBeInTheDocument();
    expect(within(row).getByText('9876543210')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('10 Jan 2026, 3:30 pm')).toBeInTheDocument();
    expect(within(table()).getByText(/…$/).textContent?.length).toBeLessThanOrEqual(81);
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).not.toBeInTheDocument();
  });

  test('the filter buttons reload from page 1 with the chosen status', async () => {
    const { listCalls } = serveInbox((params) =>
      jsonResponse(
        page([makeContact({ status: (params.get('status') as ContactMessage['status']) ?? 'pending' })], {
          current: Number(params.get('page')),
          pages: 3,
          total: 45,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/organizer/contacts');
    const filters = await screen.findByRole('group', { name: 'Filter messages by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Pending', 'In progress', 'Resolved', 'Closed']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(listCalls.at(-1)?.get('page')).toBe('2'));
    await user.click(within(filters).getByRole('button', { name: 'In progress' }));
    await vi.waitFor(() => expect(listCalls.at(-1)?.get('status')).toBe('in-progress'));
    expect(listCalls.at(-1)?.get('page')).toBe('1');
    expect(within(filters).getByRole('button', { name: 'In progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("more than one page: 'Showing N of total messages' with Previous and Next", async () => {
    const firstPage = Array.from({ length: 20 }, () => makeContact());
    const secondPage = Array.from({ length: 5 }, () => makeContact());
    serveInbox((params) =>
      params.get('page') === '2'
        ? jsonResponse(page(secondPage, { current: 2, pages: 2, total: 25 }))
        : jsonResponse(page(firstPage, { current: 1, pages: 2, total: 25 })),
    );
    const user = userEvent.setup();
    renderApp('/organizer/contacts');
    const pager = await screen.findByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByText(/Showing 20 of 25 messages/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText(/Showing 5 of 25 messages/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  test("no messages: 'No messages found' and 'No contact messages match your current filter.'", async () => {
    serveInbox(() => jsonResponse(page([], { current: 1, pages: 1, total: 0 })));
    renderApp('/organizer/contacts');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByText('No contact messages match your current filter.')).toBeInTheDocument();
  });

  test("a failed list: toast 'Failed to fetch contacts'", async () => {
    serveInbox(() => new Response('', { status: 500 }));
    renderApp('/organizer/contacts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch contacts');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The toast says it too.
    await vi.waitFor(() => expect(screen.getAllByText('Failed to fetch contacts')).toHaveLength(2));
  });

  test('View & Respond: event, Email draft naming the event, Call, then Update Status with a note', async () => {
    const contact = makeContact({
      name: 'Rahul Mehta',
      email: 'rahul@example.com',
      phone: '9876543210',
      subject: 'Group Booking',
      message: '<b>Can 12 of us</b> sit together?',
    });
    let current = contact;
    const { listCalls } = serveInbox(
      () => jsonResponse(page([current])),
      () => {
        current = { ...contact, status: 'in-progress', adminNotes: 'Called back' };
        return jsonResponse(current);
      },
    );
    const user = userEvent.setup();
    const fetchMock = vi.mocked(fetch);
    renderApp('/organizer/contacts');
    await screen.findByRole('table', { name: 'Event inquiries' });
    await user.click(within(table()).getByRole('button', { name: 'View & Respond to Rahul Mehta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Respond to Inquiry' });
    expect(within(dialog).getByText('Sunset Jazz on the Lawns')).toBeInTheDocument();
    expect(within(dialog).getByText('5 Mar 2099, 7:30 pm')).toBeInTheDocument();
    // Markup a visitor typed is shown as text.
    expect(within(dialog).getByText('<b>Can 12 of us</b> sit together?')).toBeInTheDocument();
    const email = within(dialog).getByRole('link', { name: 'Email Rahul Mehta' });
    const href = email.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:rahul@example.com?')).toBe(true);
    const draft = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(draft.get('subject')).toBe('Re: Group Booking - Sunset Jazz on the Lawns');
    expect(draft.get('body')).toContain('"Sunset Jazz on the Lawns"');
    expect(within(dialog).getByRole('link', { name: 'Call Rahul Mehta' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );

    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'In Progress', 'Resolved', 'Closed']);
    await user.selectOptions(status, 'in-progress');
    await user.type(within(dialog).getByRole('textbox', { name: 'Internal Notes' }), ' Called back ');
    const callsBefore = listCalls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Contact status updated successfully')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patchCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith(`/contacts/${contact._id}/status`),
    );
    const init = (patchCall as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'in-progress', adminNotes: 'Called back' });
    await vi.waitFor(() => expect(listCalls.length).toBeGreaterThan(callsBefore));
    expect(await within(table()).findByText('In Progress')).toBeInTheDocument();
  });

  test("no phone: no Call button; blank notes are not sent; a failed update says 'Failed to update contact status'", async () => {
    serveInbox(
      () => jsonResponse(page([makeContact({ name: 'No Phone' })])),
      () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Contact message not found' }, 404),
    );
    const user = userEvent.setup();
    renderApp('/organizer/contacts');
    await screen.findByRole('table', { name: 'Event inquiries' });
    await user.click(within(table()).getByRole('button', { name: 'View & Respond to No Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to Inquiry' });
    expect(within(dialog).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'closed');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update contact status')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Respond to Inquiry' })).toBeInTheDocument();
    const patchCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/status'));
    expect(JSON.parse(String((patchCall as unknown as [string, RequestInit])[1].body))).toEqual({
      status: 'closed',
    });
  });

  test('a signed-in attendee is told the inbox is for organizers, and nothing is asked of the API', async () => {
    storeUser(makeStoredUser({ role: 'user' }));
    const { listCalls } = serveInbox(() => jsonResponse(page([])));
    renderApp('/organizer/contacts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Inquiries' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    expect(listCalls).toHaveLength(0);
  });
});
