import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ADMIN_ID, type ApiCall, jsonResponse, mockApi, ORGANIZER_ID, signInAsAdmin } from '../test/fixtures';

const ban: AuditLogEntry = {
  _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  action: 'user.ban',
  targetType: 'user',
  targetId: ORGANIZER_ID,
  target: { name: 'Priya Sharma', detail: 'priya@ticketmela.in' },
  reason: 'Selling tickets outside the platform',
  before: { isBanned: false, banReason: null },
  after: { isBanned: true, banReason: 'Selling tickets outside the platform' },
  actor: { _id: ADMIN_ID, name: 'Aarav Admin', email: 'admin@ticketmela.in' },
  createdAt: '2026-03-05T14:00:00.000Z',
};

const logCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/admin/audit-log');

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('audit log', () => {
  test('shows who did what to which record, why and what changed, in India time', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/admin/audit-log'
        ? jsonResponse({ entries: [ban], pagination: { current: 1, pages: 1, total: 1 }, nextCursor: null })
        : undefined,
    );
    renderApp('/admin/audit-log');
    const entry = await screen.findByRole('article', { name: 'Banned user, 5 Mar 2026, 7:30 pm' });
    expect(within(entry).getByText('Aarav Admin')).toBeInTheDocument();
    // The target by name and e-mail, its id kept as the link's title.
    const target = within(entry).getByRole('link', { name: 'Priya Sharma' });
    expect(target).toHaveAttribute('href', `/admin/organizer/${ORGANIZER_ID}`);
    expect(target).toHaveAttribute('title', `User id ${ORGANIZER_ID}`);
    expect(within(entry).getByText('priya@ticketmela.in')).toBeInTheDocument();
    expect(within(entry).queryByText(ORGANIZER_ID)).not.toBeInTheDocument();
    expect(within(entry).getAllByText('Selling tickets outside the platform').length).toBeGreaterThan(0);
    expect(within(entry).getByText('Is banned')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });

  test('Next and Previous go by cursor, never by page number; a filter starts again from the newest', async () => {
    const user = userEvent.setup();
    // Three pages: the first has no cursor, the second is after 'c2', the third after 'c3' and is the last.
    const nextAfter: Record<string, string | null> = { '': 'c2', c2: 'c3', c3: null };
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/admin/audit-log'
        ? jsonResponse({
            entries: [ban],
            pagination: { current: 1, pages: 3, total: 45 },
            nextCursor: nextAfter[url.searchParams.get('cursor') ?? ''],
          })
        : undefined,
    );
    renderApp('/admin/audit-log');
    const pages = await screen.findByRole('navigation', { name: 'Entries pages' });
    expect(pages).toHaveTextContent('Showing 1 of 45 entries · Page 1 of 3');
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(logCalls(calls).at(-1)?.url.searchParams.get('cursor')).toBe('c2'));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(logCalls(calls).at(-1)?.url.searchParams.get('cursor')).toBe('c3'));
    await waitFor(() => expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled());
    expect(pages).toHaveTextContent('Page 3 of 3');
    for (const call of logCalls(calls)) expect(call.url.searchParams.has('page')).toBe(false);

    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Action'), 'Banned user');
    await waitFor(() => expect(logCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('user.ban'));
    expect(logCalls(calls).at(-1)?.url.searchParams.has('cursor')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Entries pages' })).toHaveTextContent('Page 1 of 3'),
    );

    await user.selectOptions(screen.getByLabelText('Target type'), 'Category');
    await waitFor(() => expect(logCalls(calls).at(-1)?.url.searchParams.get('targetType')).toBe('category'));
    expect(logCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('user.ban');
  });

  test('past 1,000 entries the total reads 1,000+ and the pages are numbered without an end', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) =>
      url.pathname === '/api/admin/audit-log'
        ? jsonResponse({
            entries: [ban],
            pagination: { current: 1, pages: 50, total: 1000, totalIsAtLeast: true },
            nextCursor: `after-${url.searchParams.get('cursor') ?? 'first'}`,
          })
        : undefined,
    );
    renderApp('/admin/audit-log');
    const pages = await screen.findByRole('navigation', { name: 'Entries pages' });
    expect(pages).toHaveTextContent('Showing 1 of 1,000+ entries · Page 1');
    expect(pages).not.toHaveTextContent(/of 50/);
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2'));
  });

  test('a target that no longer exists shows its id', async () => {
    const deleted: AuditLogEntry = {
      ...ban,
      action: 'category.delete',
      targetType: 'category',
      target: null,
    };
    mockApi(({ url }) =>
      url.pathname === '/api/admin/audit-log'
        ? jsonResponse({
            entries: [deleted],
            pagination: { current: 1, pages: 1, total: 1 },
            nextCursor: null,
          })
        : undefined,
    );
    renderApp('/admin/audit-log');
    const entry = await screen.findByRole('article', { name: /^Deleted category/ });
    expect(within(entry).getByText('No longer exists')).toBeInTheDocument();
    expect(within(entry).getByText(ORGANIZER_ID)).toBeInTheDocument();
  });
});
