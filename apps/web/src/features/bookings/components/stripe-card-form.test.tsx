import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  makeBooking,
  makeCategoryEvent,
  makeIntent,
  nameOtherTickets,
  renderSidePanel,
  stubApi,
} from './booking-test-utils';

/* Stripe's libraries replaced by fakes: what matters is how the form drives them. */
const fake = vi.hoisted(() => {
  const card = { kind: 'card-element' };
  return {
    card,
    cardProps: [] as Array<Record<string, unknown>>,
    stripe: { confirmCardPayment: vi.fn() },
    element: { focus: vi.fn() },
    loadStripe: vi.fn(),
  };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: fake.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: (props: {
    options: Record<string, unknown>;
    onReady?: (element: { focus(): void }) => void;
    onChange?: (event: { complete: boolean; error?: { message: string } }) => void;
  }) => {
    fake.cardProps.push(props.options);
    useEffect(() => props.onReady?.(fake.element), [props.onReady]);
    return (
      <button type="button" onClick={() => props.onChange?.({ complete: true })}>
        Fill fake card
      </button>
    );
  },
  useStripe: () => fake.stripe,
  useElements: () => ({ getElement: () => fake.card }),
}));

// These tests walk a whole booking through the UI; give them room on a busy machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fake.cardProps.length = 0;
  fake.element.focus.mockReset();
  fake.stripe.confirmCardPayment.mockReset();
  fake.loadStripe.mockReset().mockResolvedValue(fake.stripe);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function openStripeForm() {
  const user = userEvent.setup();
  renderSidePanel(makeCategoryEvent());
  await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '2');
  await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
  await nameOtherTickets(user);
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('button', { name: 'Fill fake card' });
  return user;
}

describe('Stripe as the provider', () => {
  test('loads Stripe with the publishable key, hides the postal code, and books after confirmCardPayment', async () => {
    const booking = makeBooking();
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /payments/create-payment-intent': () =>
        jsonResponse(
          makeIntent({
            provider: 'stripe',
            clientSecret: 'pi_live_1_secret_x',
            paymentIntentId: 'pi_live_1',
          }),
        ),
      'POST /bookings': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    fake.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });

    const user = await openStripeForm();
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fake.cardProps[0]).toMatchObject({ hidePostalCode: true });
    expect(screen.queryByText('Test mode: no real money moves')).toBeNull();
    // After 'Book Now' the focus goes into Stripe's card field as soon as it is ready.
    expect(fake.element.focus).toHaveBeenCalled();

    const pay = screen.getByRole('button', { name: 'Pay ₹3,800' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fill fake card' }));
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_live_1_secret_x', {
      payment_method: { card: fake.card },
    });
    expect(api.bodiesOf('POST /bookings')).toEqual([
      expect.objectContaining({ paymentIntentId: 'pi_live_1' }),
    ]);
    expect(api.keys()).not.toContain('POST /payments/test/confirm');
  });

  test("a card error shows Stripe's message and makes no booking", async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ provider: 'stripe' })),
    });
    fake.stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    const user = await openStripeForm();
    await user.click(screen.getByRole('button', { name: 'Fill fake card' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,800' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(api.bodiesOf('POST /bookings')).toEqual([]);
  });

  test('without a publishable key the form says card payments are not available', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ provider: 'stripe' })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '1');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Card payments are not available')).toBeInTheDocument();
    expect(fake.loadStripe).not.toHaveBeenCalled();
  });
});
