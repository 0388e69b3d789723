import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeEvent, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const MUSIC = { _id: '11111111-1111-4111-8111-111111111111', name: 'Music' };
const COMEDY = { _id: '22222222-2222-4222-8222-222222222222', name: 'Comedy' };

function catalog() {
  const events = [
    makeEvent({ _id: 'e1', title: 'Jazz Night', city: 'Mumbai', price: 500, categoryId: MUSIC }),
    makeEvent({ _id: 'e2', title: 'Sufi Night', city: 'Pune', price: 300, categoryId: MUSIC }),
    makeEvent({ _id: 'e3', title: 'Open Mic Night', city: 'Mumbai', price: 200, categoryId: COMEDY }),
    makeEvent({ _id: 'e4', title: 'Food Walk', city: 'Mumbai', price: 100, categoryId: null }),
    makeEvent({ _id: 'e5', title: 'Cancelled Night', city: 'Goa', price: 10, cancelled: true }),
  ];
  const categories = [MUSIC, COMEDY].map((category) => ({
    ...category,
    description: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
  return stubApi([
    [/\/categories$/, () => jsonResponse(categories)],
    [/\/events\?upcoming=true$/, () => jsonResponse(events)],
  ]);
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('event list', () => {
  test('loads upcoming events once; search, city and max price combine and go into the address', async () => {
    const fetchMock = catalog();
    const user = userEvent.setup();
    const { router } = renderApp('/events');

    expect(await screen.findByRole('heading', { name: '4 Events Found' })).toBeInTheDocument();
    expect(titles()).not.toContain('Cancelled Night');
    // City options are the distinct cities of the loaded events.
    const city = screen.getByLabelText('City');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Cities', 'Mumbai', 'Pune']);
    expect(screen.queryByRole('button', { name: /Clear All Filters/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'NIGHT');
    expect(screen.getByRole('heading', { name: '3 Events Found' })).toBeInTheDocument();
    await user.selectOptions(city, 'Mumbai');
    expect(titles()).toEqual(['Jazz Night', 'Open Mic Night']);
    await user.type(screen.getByLabelText('Max price (₹)'), '250');
    expect(titles()).toEqual(['Open Mic Night']);
    expect(screen.getByRole('heading', { name: '1 Event Found' })).toBeInTheDocument();

    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ search: 'NIGHT', city: 'Mumbai', price: '250' });
    const eventCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/events'));
    expect(eventCalls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Clear All Filters/ }));
    expect(await screen.findByRole('heading', { name: '4 Events Found' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  test('filters in the address apply on arrival (a shared or reloaded link)', async () => {
    catalog();
    renderApp(`/events?category=${COMEDY._id}`);
    expect(await screen.findByRole('heading', { name: '1 Event Found' })).toBeInTheDocument();
    expect(titles()).toEqual(['Open Mic Night']);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(COMEDY._id));
    expect(screen.getByRole('button', { name: /Clear All Filters/ })).toBeInTheDocument();
  });

  test('the search box clears with its named button; no match names the search', async () => {
    catalog();
    const user = userEvent.setup();
    renderApp('/events?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No events found for "zzz"' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create the first event/ })).toHaveAttribute(
      'href',
      '/events/create',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { name: '4 Events Found' })).toBeInTheDocument();
  });

  test('a failed load shows the empty state and logs to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi([[/\/events/, () => jsonResponse({ message: 'down' }, 503)]]);
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 Events Found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to load events', expect.anything()),
    );
  });
});
