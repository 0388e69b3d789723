import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_GSTIN_MESSAGE } from '@ticketmela/domain';
import axe from 'axe-core';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  EVENT_ID,
  makeCategoryEvent,
  makeEvent,
  makeIntent,
  renderSidePanel,
  stubApi,
} from './booking-test-utils';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const VALID_GSTIN = '27AAPFU0939F1ZV';
const DISCLOSURE = 'GST details for a business invoice';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function servePaidEvent() {
  let intents = 0;
  return stubApi(fetchMock, {
    'GET /bookings/user': () => jsonResponse([]),
    [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 25 }),
    'POST /payments/create-payment-intent': () => {
      intents += 1;
      return jsonResponse(makeIntent({ amount: 499, paymentIntentId: `pi_test_${intents}` }));
    },
  });
}

describe('GST details for a business invoice', () => {
  test('shut at first; nothing is sent when it stays shut, or is opened and left empty', async () => {
    const api = servePaidEvent();
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    const disclosure = await screen.findByRole('checkbox', { name: DISCLOSURE });
    expect(disclosure).not.toBeChecked();
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();

    await user.click(disclosure);
    expect(screen.getByLabelText('GSTIN')).toBeInTheDocument();
    expect(screen.getByLabelText('Legal name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      {
        eventId: EVENT_ID,
        noOfSeats: 1,
        amount: 499,
        idempotencyKey: expect.any(String),
        attendees: [{ name: 'Priya Sharma' }],
      },
    ]);
    expect(screen.queryByText(/GST invoice to/)).not.toBeInTheDocument();
  });

  test("a wrong GSTIN or a missing legal name stops the payment with the domain's messages", async () => {
    const api = servePaidEvent();
    const user = userEvent.setup();
    const { container } = renderSidePanel(makeEvent());
    await user.click(await screen.findByRole('checkbox', { name: DISCLOSURE }));
    // One character off: the check character no longer matches.
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText(INVALID_GSTIN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Enter the legal name registered with this GSTIN')).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('GSTIN')).toHaveFocus();
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Secure Payment' })).not.toBeInTheDocument();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Shutting the disclosure drops the details: the payment starts without them.
    await user.click(screen.getByRole('checkbox', { name: DISCLOSURE }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      {
        eventId: EVENT_ID,
        noOfSeats: 1,
        amount: 499,
        idempotencyKey: expect.any(String),
        attendees: [{ name: 'Priya Sharma' }],
      },
    ]);
  });

  test('valid details go with the payment, as the GST portal writes them; other details make a new hold', async () => {
    const api = servePaidEvent();
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await user.click(await screen.findByRole('checkbox', { name: DISCLOSURE }));
    await user.type(screen.getByLabelText('GSTIN'), ` ${VALID_GSTIN.toLowerCase()} `);
    await user.type(screen.getByLabelText('Legal name'), '  Acme Events LLP ');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(screen.getByText(/GST invoice to/)).toHaveTextContent(
      `GST invoice to Acme Events LLP · ${VALID_GSTIN}`,
    );
    const [first] = api.bodiesOf('POST /payments/create-payment-intent') as Array<Record<string, unknown>>;
    expect(first).toEqual({
      eventId: EVENT_ID,
      noOfSeats: 1,
      amount: 499,
      idempotencyKey: expect.any(String),
      gstDetails: { gstin: VALID_GSTIN, legalName: 'Acme Events LLP' },
      attendees: [{ name: 'Priya Sharma' }],
    });

    // Back, same details: the held payment is reused.
    await user.click(screen.getByRole('button', { name: 'Back to booking details' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toHaveLength(1);

    // Back, another legal name: a new request under a new key.
    await user.click(screen.getByRole('button', { name: 'Back to booking details' }));
    const legalName = screen.getByLabelText('Legal name');
    await user.clear(legalName);
    await user.type(legalName, 'Acme Events Private Limited');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(api.bodiesOf('POST /payments/create-payment-intent')).toHaveLength(2));
    const second = api.bodiesOf('POST /payments/create-payment-intent')[1] as Record<string, unknown>;
    expect(second.gstDetails).toEqual({ gstin: VALID_GSTIN, legalName: 'Acme Events Private Limited' });
    expect(second.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  test("the server's refusal of the details shows under GSTIN", async () => {
    const message = 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV';
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 25 }),
      'POST /payments/create-payment-intent': () =>
        jsonResponse({ statusCode: 400, code: 'VALIDATION_ERROR', message, field: 'gstDetails' }, 400),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await user.click(await screen.findByRole('checkbox', { name: DISCLOSURE }));
    await user.type(screen.getByLabelText('GSTIN'), VALID_GSTIN);
    await user.type(screen.getByLabelText('Legal name'), 'Acme Events LLP');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('GSTIN')).toHaveFocus();
  });

  test('a free selection does not offer it', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 40 }),
    });
    renderSidePanel(makeEvent({ price: 0 }));
    await screen.findByLabelText('Number of seats');
    expect(screen.queryByRole('checkbox', { name: DISCLOSURE })).not.toBeInTheDocument();
  });

  test('with ticket categories it shows once something is to be paid', async () => {
    stubApi(fetchMock, { 'GET /bookings/user': () => jsonResponse([]) });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const vip = await screen.findByLabelText('Quantity for VIP');
    expect(screen.queryByRole('checkbox', { name: DISCLOSURE })).not.toBeInTheDocument();
    await user.selectOptions(vip, '1');
    expect(screen.getByRole('checkbox', { name: DISCLOSURE })).toBeInTheDocument();
  });
});
