import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCode } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makePromoCode, makeSaleEvent, makeUnusedCode, ORGANIZER_ID } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'organizer' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const PAGE = `/events/${EVENT_ID}/promo-codes`;
const LIST = `GET /events/${EVENT_ID}/promo-codes`;
const CREATE = `POST /events/${EVENT_ID}/promo-codes`;
const used = makePromoCode();
const unused = makeUnusedCode();
const one = (code: PromoCode) => `/events/${EVENT_ID}/promo-codes/${code._id}`;

/** The codes the list answers; a saved code replaces its old self (savedAs). */
let listed: PromoCode[] = [];

function savedAs(code: PromoCode) {
  listed = listed.map((each) => (each._id === code._id ? code : each));
  return jsonResponse({ message: 'Promo code updated', promoCode: code });
}

function serve(extra: Parameters<typeof stubApi>[1] = {}, codes = [used, unused]) {
  listed = codes;
  return stubApi(fetchMock, {
    [`GET /events/${EVENT_ID}`]: () => jsonResponse(makeSaleEvent()),
    [LIST]: () => jsonResponse({ promoCodes: listed }),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

/** The desktop table (the phone's cards hold the same codes). */
async function table() {
  return within(await screen.findByRole('table'));
}

function rowOf(code: string) {
  return screen.getByRole('rowheader', { name: code }).closest('tr')!;
}

describe("the organizer's promo codes page", () => {
  test('lists each code with what it does, its limits, its window and what it has done', async () => {
    serve();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    expect(await screen.findByText('Sunburn Arena: Pune')).toBeInTheDocument();

    const codes = await table();
    expect(codes.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Code',
      'Discount',
      'Categories',
      'Valid',
      'Uses',
      'Status',
      'Sales',
      'Revenue',
      'Actions',
    ]);
    const cells = (code: string) =>
      within(rowOf(code))
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent);
    expect(cells('DIWALI20')).toEqual([
      '20% off',
      'All tickets',
      'Until 1 Mar 2099, 11:59 pm',
      '12 / 100Per buyer: 2',
      'On',
      '11 bookings25 tickets',
      '₹1,52,000₹38,000 discount',
    ]);
    expect(cells('EARLYBIRD')).toEqual([
      '₹100 off each ticket',
      'VIP, Gold',
      'From 1 Jan 2099, 10:00 am',
      '0Per buyer: No limit',
      'Off',
      '0 bookings0 tickets',
      '₹0₹0 discount',
    ]);
    // The same codes as cards for a phone.
    expect(within(screen.getByRole('list', { name: 'Promo codes' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  test("'Copy link' puts the event page's address with the code on the clipboard", async () => {
    serve();
    const user = userEvent.setup();
    renderApp(PAGE);
    await table();
    await user.click(within(rowOf('DIWALI20')).getByRole('button', { name: 'Copy link for DIWALI20' }));
    expect(await screen.findByText('Link for DIWALI20 copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/events/${EVENT_ID}?code=DIWALI20`,
    );
  });

  test('a new code is checked by the API schema before it is sent, then created with its times in IST', async () => {
    const created = makePromoCode({ _id: 'new-code', code: 'VIPNIGHT', kind: 'fixed_price', value: 999 });
    const api = serve({
      [CREATE]: () => jsonResponse({ message: 'Promo code created', promoCode: created }, 201),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New promo code' }));

    await user.type(dialog.getByLabelText('Code'), 'VIP NIGHT');
    await user.type(dialog.getByLabelText('Percentage off (%)'), '150');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(
      await dialog.findByText('A code has 3 to 32 letters, digits, hyphens or underscores (no spaces)'),
    ).toBeInTheDocument();
    expect(dialog.getByText('A percentage off is a whole number from 1 to 100')).toBeInTheDocument();
    expect(dialog.getByLabelText('Code')).toHaveFocus();
    expect(api.bodiesOf(CREATE)).toEqual([]);

    await user.clear(dialog.getByLabelText('Code'));
    await user.type(dialog.getByLabelText('Code'), 'VIPNIGHT');
    await user.click(dialog.getByRole('radio', { name: 'Fixed price per ticket' }));
    const price = dialog.getByLabelText('Price per ticket (₹)');
    await user.clear(price);
    await user.type(price, '999');
    expect(dialog.getByText('Buyers see: ₹999 a ticket')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'VIP' }));
    await user.type(dialog.getByLabelText('Max uses'), '50');
    await user.type(dialog.getByLabelText('Max uses per buyer'), '1');
    await user.type(dialog.getByLabelText('Valid from'), '2099-01-10T09:00');
    await user.type(dialog.getByLabelText('Valid until'), '2099-02-01T21:30');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('Promo code VIPNIGHT created')).toBeInTheDocument();
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        code: 'VIPNIGHT',
        kind: 'fixed_price',
        value: 999,
        ticketCategoryNames: ['VIP'],
        maxUses: 50,
        maxUsesPerBuyer: 1,
        validFrom: '2099-01-10T03:30:00.000Z',
        validUntil: '2099-02-01T16:00:00.000Z',
        active: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("the server's refusal of a field is shown under it", async () => {
    serve({
      [CREATE]: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'DUPLICATE',
            message: 'This event already has the code DIWALI20',
            field: 'code',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New promo code' }));
    await user.type(dialog.getByLabelText('Code'), 'diwali20');
    await user.type(dialog.getByLabelText('Percentage off (%)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    const code = dialog.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This event already has the code DIWALI20'));
    expect(code).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New promo code' })).toBeInTheDocument();
  });

  test('an edit sends only what changed, the kind always with its value; a used code keeps its text', async () => {
    const api = serve({
      [`PATCH ${one(used)}`]: (body) =>
        savedAs({ ...used, ...(body as object), description: '₹250 off each ticket' }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await table();
    await user.click(within(rowOf('DIWALI20')).getByRole('button', { name: 'Edit DIWALI20' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit DIWALI20' }));
    expect(dialog.getByLabelText('Code')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Valid until')).toHaveValue('2099-03-01T23:59');

    await user.click(dialog.getByRole('radio', { name: 'Amount off each ticket' }));
    const amount = dialog.getByLabelText('Amount off each ticket (₹)');
    await user.clear(amount);
    await user.type(amount, '250');
    await user.clear(dialog.getByLabelText('Max uses per buyer'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Promo code DIWALI20 updated')).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH ${one(used)}`)).toEqual([
      { kind: 'amount', value: 250, maxUsesPerBuyer: null },
    ]);
    await waitFor(() =>
      expect(within(rowOf('DIWALI20')).getByText('₹250 off each ticket')).toBeInTheDocument(),
    );
  });

  test('switching a code off asks first, then sends active: false', async () => {
    const api = serve({
      [`PATCH ${one(used)}`]: () => savedAs({ ...used, active: false }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await table();
    await user.click(within(rowOf('DIWALI20')).getByRole('button', { name: 'Switch off DIWALI20' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Switch DIWALI20 off?' }));
    expect(api.bodiesOf(`PATCH ${one(used)}`)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Switch off' }));

    expect(await screen.findByText('DIWALI20 switched off')).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH ${one(used)}`)).toEqual([{ active: false }]);
    expect(within(rowOf('DIWALI20')).getByText('Off')).toBeInTheDocument();
    expect(within(rowOf('DIWALI20')).getByRole('button', { name: 'Switch on DIWALI20' })).toBeInTheDocument();
  });

  test('a used code cannot be deleted: the refusal is shown as its message; an unused one goes', async () => {
    const api = serve({
      [`DELETE ${one(used)}`]: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'IN_USE',
            message: 'This code has been used: switch it off instead',
          },
          409,
        ),
      [`DELETE ${one(unused)}`]: () => jsonResponse({ message: 'Promo code deleted' }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await table();

    await user.click(within(rowOf('DIWALI20')).getByRole('button', { name: 'Delete DIWALI20' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete DIWALI20?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('This code has been used: switch it off instead')).toBeInTheDocument();
    expect(rowOf('DIWALI20')).toBeInTheDocument();

    await user.click(within(rowOf('EARLYBIRD')).getByRole('button', { name: 'Delete EARLYBIRD' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete EARLYBIRD?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Promo code deleted')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'EARLYBIRD' })).not.toBeInTheDocument();
    expect(api.keys()).toContain(`DELETE ${one(unused)}`);
  });

  test('a single-price event offers no categories; no codes yet says so', async () => {
    serve(
      { [`GET /events/${EVENT_ID}`]: () => jsonResponse(makeSaleEvent({ hasTicketCategories: false })) },
      [],
    );
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New promo code' }));
    expect(dialog.queryByRole('group', { name: 'Ticket categories' })).not.toBeInTheDocument();
  });

  test("another organizer's event: the page says it is not theirs and asks nothing more", async () => {
    const api = serve({
      [`GET /events/${EVENT_ID}`]: () =>
        jsonResponse(makeSaleEvent({ organizerId: { _id: 'someone-else', name: 'Rohan Mehta' } })),
    });
    renderApp(PAGE);
    expect(await screen.findByText('These promo codes are not yours to change')).toBeInTheDocument();
    expect(api.keys()).not.toContain(LIST);
  });
});

test('someone who organizes nothing is sent to their dashboard', async () => {
  storeUser(makeStoredUser({ _id: 'u1', role: 'user' }));
  const api = serve({
    'GET /bookings/user': () => jsonResponse([]),
    'GET /waitlist/mine': () => jsonResponse([]),
  });
  const { router } = renderApp(PAGE);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(api.keys()).not.toContain(LIST);
});
