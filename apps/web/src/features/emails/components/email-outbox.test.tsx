import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail, OutboxMailDetail } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ADMIN = makeUser({ _id: '9f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', name: 'Aarav Admin', role: 'admin' });
const MAIL_ID = '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const ticketMail: OutboxMail = {
  _id: MAIL_ID,
  kind: 'booking_confirmed',
  recipient: 'priya@example.in',
  replyTo: null,
  subject: 'Your ticket for Sunburn Arena (TM-7KQ4X9MZP2)',
  status: 'kept',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-05T14:00:00.000Z',
  processedAt: '2026-03-05T14:02:00.000Z',
  nextAttemptAt: null,
};

const inquiryMail: OutboxMail = {
  ...ticketMail,
  _id: '4d1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  kind: 'inquiry_received',
  recipient: 'organizer@example.in',
  replyTo: 'visitor@example.in',
  subject: 'New inquiry about Sunburn Arena: Parking Information',
  status: 'pending',
  attempts: 2,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  processedAt: null,
  nextAttemptAt: '2026-03-05T14:01:00.000Z',
};

const detail: OutboxMailDetail = {
  ...ticketMail,
  html: '<!DOCTYPE html><html><body><h1>You are booked</h1><p>TM-7KQ4X9MZP2</p></body></html>',
  text: 'YOU ARE BOOKED\n\nTicket TM-7KQ4X9MZP2',
  attachments: [
    { filename: 'TM-7KQ4X9MZP2.png', contentType: 'image/png', inline: true, bytes: 2048 },
    { filename: 'TM-7KQ4X9MZP2.ics', contentType: 'text/calendar', inline: false, bytes: 512 },
  ],
};

interface Call {
  url: URL;
}

function mockApi(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url });
      if (url.pathname === '/api/admin/emails') {
        return jsonResponse({
          emails: [inquiryMail, ticketMail],
          pagination: { current: Number(url.searchParams.get('page')), pages: 3, total: 42 },
          smtpConfigured: false,
        });
      }
      if (url.pathname === `/api/admin/emails/${MAIL_ID}`) return jsonResponse(detail);
      if (url.pathname === '/api/users/profile') return jsonResponse({ user: ADMIN });
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/admin/emails');

beforeEach(() => storeUser(makeStoredUser(ADMIN)));
afterEach(() => vi.unstubAllGlobals());

describe('the e-mail outbox', () => {
  test('lists each e-mail with its recipient, subject, kind, status, attempts and times in India time', async () => {
    mockApi();
    renderApp('/admin/emails');
    const ticket = await screen.findByRole('article', { name: ticketMail.subject });
    expect(within(ticket).getByRole('link', { name: ticketMail.subject })).toHaveAttribute(
      'href',
      `/admin/emails/${MAIL_ID}`,
    );
    expect(within(ticket).getByText('priya@example.in')).toBeInTheDocument();
    expect(within(ticket).getByText('Booking confirmed')).toBeInTheDocument();
    expect(within(ticket).getByText('Kept')).toBeInTheDocument();
    expect(within(ticket).getByText('1 attempt')).toBeInTheDocument();
    expect(within(ticket).getByText('5 Mar 2026, 7:30 pm')).toBeInTheDocument();
    expect(within(ticket).getByText('5 Mar 2026, 7:32 pm')).toBeInTheDocument();

    const inquiry = screen.getByRole('article', { name: inquiryMail.subject });
    expect(within(inquiry).getByText('Reply-To visitor@example.in')).toBeInTheDocument();
    expect(within(inquiry).getByText('Pending')).toBeInTheDocument();
    expect(within(inquiry).getByText('2 attempts')).toBeInTheDocument();
    expect(within(inquiry).getByText('5 Mar 2026, 7:31 pm').closest('span')).toHaveTextContent(
      /^Next try at/,
    );

    expect(screen.getByText('Nothing leaves this machine')).toBeInTheDocument();
    expect(screen.getByText(/Showing 2 of 42 e-mails/)).toBeInTheDocument();
  });

  test('a filter asks the server from page 1; the page buttons move through the pages', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderApp('/admin/emails?page=2');
    await screen.findByRole('article', { name: ticketMail.subject });
    expect(listCalls(calls)[0]?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('3'));

    await user.selectOptions(screen.getByLabelText('Kind'), 'New inquiry');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('kind')).toBe('inquiry_received'),
    );
    expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('status')).toBe('failed'));
  });
});

describe('one e-mail', () => {
  test('shows the HTML in a sandboxed frame at phone width, the text part and the attachments', async () => {
    const user = userEvent.setup();
    mockApi();
    renderApp(`/admin/emails/${MAIL_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: ticketMail.subject })).toBeInTheDocument();
    const frame = screen.getByTitle(`The e-mail as its recipient sees it: ${ticketMail.subject}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', detail.html);
    expect(frame).toHaveStyle({ width: '390px' });
    expect(screen.getByText(/YOU ARE BOOKED/)).toBeInTheDocument();
    expect(screen.getByText(/TM-7KQ4X9MZP2\.png \(image\/png, 2\.0 KB, shown inline\)/)).toBeInTheDocument();
    expect(screen.getByText(/TM-7KQ4X9MZP2\.ics \(text\/calendar, 512 B\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(frame).toHaveStyle({ width: '680px' });
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Back to E-mails' })).toHaveAttribute('href', '/admin/emails');
  });
});
