import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedWaitingRoom, WaitingRoomSettingsBody } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeEvent, stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeManagedRoom } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'o1', role: 'organizer' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const PAGE = `/events/${EVENT_ID}/waiting-room`;
const MANAGE = `GET /events/${EVENT_ID}/queue/manage`;
const SETTINGS = `PUT /events/${EVENT_ID}/queue/settings`;

function serve(room: () => ManagedWaitingRoom, extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    [MANAGE]: () => jsonResponse(room()),
    [`GET /events/${EVENT_ID}`]: () => jsonResponse(makeEvent()),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

const onSaleField = () => screen.getByLabelText('On-sale date and time');

describe('before the draw', () => {
  test('switching the room on needs an on-sale time: nothing is sent without one', async () => {
    const api = serve(() => makeManagedRoom());
    const user = userEvent.setup();
    renderApp(PAGE);

    expect(await screen.findByText('Sunburn Arena: Pune')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Waiting room on' });
    expect(toggle).not.toBeChecked();
    expect(onSaleField()).toHaveValue('');
    expect(screen.getByText('The waiting room is off: the event sells without a queue.')).toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a date and time')).toBeInTheDocument();
    expect(onSaleField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.keys()).not.toContain(SETTINGS);
  });

  test('saves the switch and the India time as an instant, and shows what was saved', async () => {
    let room = makeManagedRoom();
    const api = serve(() => room, {
      [SETTINGS]: (body) => {
        const { enabled, onSaleAt } = body as WaitingRoomSettingsBody;
        room = makeManagedRoom({ enabled, onSaleAt });
        return jsonResponse(room);
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('switch', { name: 'Waiting room on' }));
    await user.type(onSaleField(), '2099-01-10T18:30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Waiting room settings saved')).toBeInTheDocument();
    // 6:30 PM in India is 1:00 PM UTC.
    expect(api.bodiesOf(SETTINGS)).toEqual([{ enabled: true, onSaleAt: '2099-01-10T13:00:00.000Z' }]);
    expect(screen.getByRole('switch', { name: 'Waiting room on' })).toBeChecked();
    expect(onSaleField()).toHaveValue('2099-01-10T18:30');
    expect(
      screen.getByText(/^The draw has not been made yet\. It runs at the on-sale time, January 10th, 2099/),
    ).toBeInTheDocument();
  });

  test("the server's refusal of the time is shown under the field", async () => {
    serve(() => makeManagedRoom(), {
      [SETTINGS]: () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'The on-sale time must be in the future',
            field: 'onSaleAt',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('switch', { name: 'Waiting room on' }));
    await user.type(onSaleField(), '2020-01-10T18:30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(onSaleField()).toHaveFocus());
    expect(onSaleField()).toHaveAccessibleDescription('The on-sale time must be in the future');
  });
});

describe('after the draw', () => {
  const drawn = () =>
    makeManagedRoom({
      enabled: true,
      onSaleAt: '2099-01-10T13:00:00.000Z',
      started: true,
      drawnAt: '2099-01-10T13:00:01.250Z',
      admissionStartsAt: '2099-01-10T13:00:52.250Z',
      drawSeed: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
      lastNumber: 51234,
      admittingThrough: 1200,
      admittedPerMinute: 300,
      placesTaken: 1234,
      passesUsed: 987,
      soldOut: false,
    });

  test('the record of the draw for an audit, and the time fixed', async () => {
    serve(drawn);
    renderApp(PAGE);

    expect(await screen.findByText('Drawn at')).toBeInTheDocument();
    expect(screen.getByText('Drawn at').nextSibling).toHaveTextContent('January 10th, 2099 at 6:30 PM');
    expect(screen.getByText('Wait before admission').nextSibling).toHaveTextContent('51 s');
    expect(screen.getByText('People in line').nextSibling).toHaveTextContent('51,234');
    expect(screen.getByText('Admitted so far').nextSibling).toHaveTextContent('1,200');
    expect(screen.getByText('Passes used').nextSibling).toHaveTextContent('987');
    expect(screen.getByText('Sold out').nextSibling).toHaveTextContent('No');
    expect(screen.getByText(drawn().drawSeed!)).toBeInTheDocument();
    expect(
      screen.getByText('Anyone given this seed and the list of places can replay the order.'),
    ).toBeInTheDocument();
    expect(onSaleField()).toHaveAttribute('readonly');
    expect(onSaleField()).toHaveAccessibleDescription(
      'The draw has been made: the on-sale time can no longer move.',
    );
  });

  test('switching the room off sends the stored time to the second, and says what switching off does', async () => {
    const api = serve(drawn, {
      [SETTINGS]: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'QUEUE_STARTED',
            message: 'The queue has already opened, so its on-sale time can no longer change',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('switch', { name: 'Waiting room on' }));
    expect(
      screen.getByText('The event then sells without a queue: anyone can buy at once.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(api.bodiesOf(SETTINGS)).toEqual([{ enabled: false, onSaleAt: '2099-01-10T13:00:00.000Z' }]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The queue has already opened, so its on-sale time can no longer change',
    );
  });
});

test("someone else's event: the room is not theirs to see", async () => {
  serve(() => makeManagedRoom(), {
    [MANAGE]: () =>
      jsonResponse(
        {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: "Only the event's organizer or an admin can manage its waiting room",
        },
        403,
      ),
  });
  renderApp(PAGE);

  expect(await screen.findByText('This waiting room is not yours to see')).toBeInTheDocument();
  expect(screen.queryByRole('switch')).toBeNull();
});
