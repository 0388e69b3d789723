import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Event, findCategoryByReference } from '@ticketmela/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeEvent, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const MUSIC = { _id: '11111111-1111-4111-8111-111111111111', name: 'Music' };
const COMEDY = { _id: '22222222-2222-4222-8222-222222222222', name: 'Comedy' };

/**
 * A stand-in for the API's paged list: GET /events?page=N&limit=L with the filters (applied like the server does),
 * GET /events/cities and GET /categories. Records every events URL asked for.
 */
function fakeCatalog(events: Event[], cities: string[], countLimit = Number.POSITIVE_INFINITY) {
  const asked: URLSearchParams[] = [];
  const categories = [MUSIC, COMEDY].map((category) => ({
    ...category,
    description: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
  const fetchMock = stubApi([
    [/\/categories$/, () => jsonResponse(categories)],
    [/\/events\/cities$/, () => jsonResponse(cities)],
    [
      /\/events\?/,
      (url) => {
        const params = new URL(url, 'http://localhost').searchParams;
        asked.push(params);
        const search = params.get('search')?.toLowerCase();
        const matches = events.filter(
          (event) =>
            (!search || event.title.toLowerCase().includes(search)) &&
            (!params.get('city') || event.city === params.get('city')) &&
            (!params.get('category') ||
              event.categoryId?._id ===
                findCategoryByReference(
                  categories.map((category) => ({ id: category._id, name: category.name })),
                  params.get('category')!,
                )?.id) &&
            (!params.get('maxPrice') || event.price <= Number(params.get('maxPrice'))),
        );
        const page = Number(params.get('page'));
        const limit = Number(params.get('limit'));
        // As the server does past its count limit (decision 0045): the total is the limit, the list stops there.
        const counted = matches.slice(0, countLimit);
        const totalIsAtLeast = matches.length > countLimit;
        return jsonResponse({
          events: counted.slice((page - 1) * limit, page * limit),
          pagination: {
            current: page,
            pages: Math.ceil(counted.length / limit),
            total: counted.length,
            ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
          },
        });
      },
    ],
  ]);
  return { fetchMock, asked };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

function catalogOf(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeEvent({
      _id: `event-${String(index + 1).padStart(2, '0')}`,
      title: `Event ${String(index + 1).padStart(2, '0')}${index % 2 === 0 ? ' Night' : ''}`,
      city: index % 3 === 0 ? 'Mumbai' : 'Pune',
      price: (index + 1) * 100,
      categoryId: index % 2 === 0 ? MUSIC : COMEDY,
    }),
  );
}

describe('event list', () => {
  test("more matches than the server counts: 'N+ Events Found', and the list says where it ends", async () => {
    fakeCatalog(catalogOf(30), ['Mumbai', 'Pune'], 20);
    const user = userEvent.setup();
    renderApp('/events');

    expect(await screen.findByRole('heading', { name: '20+ Events Found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 20+ events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      screen.getByText('These are the first 20 events. Narrow the search or the filters to see the others.'),
    ).toBeInTheDocument();
  });

  test("loads 12 events at a time: 'N Events Found' is the server's total; 'Load more' adds the next page", async () => {
    const { asked } = fakeCatalog(catalogOf(30), ['Mumbai', 'Pune']);
    const user = userEvent.setup();
    renderApp('/events');

    expect(await screen.findByRole('heading', { name: '30 Events Found' })).toBeInTheDocument();
    expect(titles()).toHaveLength(12);
    expect(Object.fromEntries(asked[0]!)).toEqual({ upcoming: 'true', page: '1', limit: '12' });
    expect(screen.getByText('Showing 12 of 30 events')).toBeInTheDocument();
    // City options come from the server (every upcoming event's city, not only the loaded ones).
    const city = screen.getByLabelText('City');
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Cities', 'Mumbai', 'Pune']),
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(asked.at(-1)?.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(titles()[29]).toBe('Event 30');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText("That's all 30 events.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30 Events Found' })).toBeInTheDocument();
  });

  test('search, city and max price go into the address and to the server, which counts the matches', async () => {
    const { asked } = fakeCatalog(catalogOf(30), ['Mumbai', 'Pune']);
    const user = userEvent.setup();
    const { router } = renderApp('/events');
    expect(await screen.findByRole('heading', { name: '30 Events Found' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'NIGHT');
    expect(await screen.findByRole('heading', { name: '15 Events Found' })).toBeInTheDocument();
    // Typing asked the server once, after the pause, not once per key.
    expect(asked.filter((params) => params.has('search')).map((params) => params.get('search'))).toEqual([
      'NIGHT',
    ]);
    await user.selectOptions(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByLabelText('Max price (₹)'), '1300');
    expect(await screen.findByRole('heading', { name: '3 Events Found' })).toBeInTheDocument();
    expect(titles()).toEqual(['Event 01 Night', 'Event 07 Night', 'Event 13 Night']);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      upcoming: 'true',
      search: 'NIGHT',
      city: 'Mumbai',
      maxPrice: '1300',
      page: '1',
      limit: '12',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'NIGHT',
      city: 'Mumbai',
      price: '1300',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Clear All Filters/ }));
    expect(await screen.findByRole('heading', { name: '30 Events Found' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  test('filters in the address apply on arrival (a shared or reloaded link)', async () => {
    const { asked } = fakeCatalog(catalogOf(6), ['Mumbai', 'Pune']);
    renderApp(`/events?category=${COMEDY._id}`);
    expect(await screen.findByRole('heading', { name: '3 Events Found' })).toBeInTheDocument();
    expect(titles()).toEqual(['Event 02', 'Event 04', 'Event 06']);
    expect(asked[0]?.get('category')).toBe(COMEDY._id);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(COMEDY._id));
    expect(screen.getByRole('button', { name: /Clear All Filters/ })).toBeInTheDocument();
  });

  test.each(['Comedy', 'comedy'])(
    'a category named in the address (?category=%s) is selected and applied, as the API resolves it',
    async (name) => {
      const { asked } = fakeCatalog(catalogOf(6), ['Mumbai', 'Pune']);
      renderApp(`/events?category=${name}`);
      expect(await screen.findByRole('heading', { name: '3 Events Found' })).toBeInTheDocument();
      expect(titles()).toEqual(['Event 02', 'Event 04', 'Event 06']);
      expect(asked[0]?.get('category')).toBe(name);
      await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(COMEDY._id));
    },
  );

  test('a category no one has stays visible in its select and lists nothing', async () => {
    fakeCatalog(catalogOf(6), ['Mumbai', 'Pune']);
    renderApp('/events?category=Opera');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Opera'));
  });

  test.each([
    ['-5', 'Max price must be 0 or more'],
    ['cheap', 'Max price must be a number'],
  ])('a max price of %s in the address is not applied, and the field says why', async (price, message) => {
    const { asked } = fakeCatalog(catalogOf(6), ['Mumbai', 'Pune']);
    renderApp(`/events?price=${price}`);
    expect(await screen.findByRole('heading', { name: '6 Events Found' })).toBeInTheDocument();
    expect(asked.every((params) => !params.has('maxPrice'))).toBe(true);
    const field = screen.getByLabelText('Max price (₹)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    // Clear All Filters is there to take it away.
    expect(screen.getByRole('button', { name: /Clear All Filters/ })).toBeInTheDocument();
  });

  test("the 'Filters' button counts the active filters it folds away on a phone and opens them", async () => {
    fakeCatalog(catalogOf(6), ['Mumbai', 'Pune']);
    const user = userEvent.setup();
    renderApp('/events?search=Night&city=Pune&price=500');
    // The search stays in view, so it is not one of the filters behind the button.
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(folded).getByLabelText('City')).toHaveValue('Pune');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(within(folded).getByLabelText('Category'), 'Comedy');
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBe(button);
  });

  test('the search box clears with its named button; no match names the search', async () => {
    fakeCatalog(catalogOf(4), ['Mumbai', 'Pune']);
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

  test('free events say Free on their cards', async () => {
    fakeCatalog([makeEvent({ _id: 'free', title: 'Founders Meetup', price: 0 })], ['Bengaluru']);
    renderApp('/events');
    const card = (await screen.findByRole('heading', { name: 'Founders Meetup' })).closest('article')!;
    expect(within(card).getByText('Free', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByText('₹0')).toBeNull();
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
