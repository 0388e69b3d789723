import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetPreloadedAnswers } from '@/lib/preloaded-answers';
import { jsonResponse, makeEvent, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('preloaded-answers')?.remove();
  resetPreloadedAnswers();
});

const category = (name: string, price: number) => ({
  _id: `cat-${price}`,
  name,
  description: null,
  price,
  totalSeats: 50,
  availableSeats: 50,
});

describe('home', () => {
  test('shows the hero, six placeholders while loading, then up to six featured cards', async () => {
    const events = Array.from({ length: 7 }, (_, index) =>
      makeEvent({ _id: `event-${index}`, title: `Event number ${index}` }),
    );
    events[1] = makeEvent({
      _id: 'event-1',
      title: 'Sufi Nights by the Sea',
      hasTicketCategories: true,
      ticketCategories: [category('Gold', 1499), category('Silver', 999)],
    });
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi([[/\/events\?/, () => new Promise<Response>((resolve) => (answer = resolve))]]);

    const { container } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Discover Amazing Events/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Events/ })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured events...');
    expect(container.querySelectorAll('[aria-busy="true"] [aria-hidden="true"].rounded-2xl')).toHaveLength(6);
    // The placeholders show from the first render; the request goes out just after it (waited for, not assumed).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/events?upcoming=true&limit=6');

    answer(jsonResponse(events));
    const links = await screen.findAllByRole('link', { name: 'View Details & Book' });
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/events/event-0');
    const sufi = screen.getByRole('heading', { name: 'Sufi Nights by the Sea' }).closest('article')!;
    expect(within(sufi).getByText('from ₹999 onwards')).toBeInTheDocument();
    expect(within(sufi).getByText('Featured')).toBeInTheDocument();
    expect(screen.getAllByText('₹899').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /View All Events/ })).toHaveAttribute('href', '/events');
  });

  test('featured events the server put into the page are drawn without waiting for the API, nor a placeholder', async () => {
    const events = [makeEvent({ _id: 'event-a', title: 'Qawwali under the stars' })];
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = 'preloaded-answers';
    carried.textContent = JSON.stringify({
      generatedAt: Date.now(),
      answers: { '/events?limit=6&upcoming=true': events },
    });
    document.body.append(carried);
    // The API never answers here (tests count every answer as stale at once, so the query asks again).
    stubApi([[/\/events\?/, () => new Promise<Response>(() => {})]]);

    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Qawwali under the stars' })).toBeInTheDocument();
    expect(screen.queryByText('Loading featured events...')).not.toBeInTheDocument();
  });

  test('cancelled and past events are not featured, even if the server sent them', async () => {
    const now = new Date();
    stubApi([
      [
        /\/events\?/,
        () =>
          jsonResponse([
            makeEvent({ _id: 'a', title: 'Still on' }),
            makeEvent({ _id: 'b', title: 'Called off', cancelled: true }),
            makeEvent({
              _id: 'c',
              title: 'Already over',
              date: new Date(now.getTime() - 60_000).toISOString(),
            }),
          ]),
      ],
    ]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Still on' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Called off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Already over' })).not.toBeInTheDocument();
  });

  test('a failed load is logged on the console only, and the empty state shows', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi([[/\/events\?/, () => jsonResponse({ message: 'Database down' }, 500)]]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No featured events yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an amazing event in your city!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create the first event/ })).toHaveAttribute(
      'href',
      '/events/create',
    );
    expect(screen.queryByRole('link', { name: /View All Events/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to load featured events', expect.anything()),
    );
  });
});
