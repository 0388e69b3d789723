import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { makeBooking, makeIntent } from './booking-test-utils';
import RazorpayCheckout from './razorpay-checkout';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's window, as its script defines it; the test plays the buyer through it. */
interface Opened {
  options: {
    key: string;
    amount: number;
    currency: string;
    order_id: string;
    name: string;
    handler: (response: Record<string, string>) => void;
    modal?: { ondismiss?: () => void };
  };
  failed: ((response: { error: { description: string } }) => void)[];
}
let opened: Opened[] = [];

class FakeRazorpay {
  private readonly record: Opened;
  constructor(options: Opened['options']) {
    this.record = { options, failed: [] };
  }
  on(_event: string, handler: Opened['failed'][number]) {
    this.record.failed.push(handler);
  }
  open() {
    opened.push(this.record);
  }
}

const fetchMock = vi.fn<typeof fetch>();
const intent = makeIntent({
  provider: 'razorpay',
  paymentIntentId: 'order_abc',
  clientSecret: 'order_abc',
  methods: ['upi', 'card', 'netbanking', 'wallet'],
  amount: 998,
  razorpay: {
    keyId: 'rzp_test_key',
    orderId: 'order_abc',
    amountPaise: 99_800,
    currency: 'INR',
    checkoutScriptUrl: SCRIPT,
  },
});

function renderCheckout() {
  const onBooked = vi.fn();
  const onBusyChange = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RazorpayCheckout intent={intent} onBooked={onBooked} onBusyChange={onBusyChange} />
    </QueryClientProvider>,
  );
  // The browser loads Razorpay's script: it defines window.Razorpay, then the tag's load event fires.
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
  expect(script).not.toBeNull();
  window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
  script!.dispatchEvent(new Event('load'));
  return { onBooked, onBusyChange };
}

beforeEach(() => {
  opened = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

describe('Razorpay Checkout', () => {
  test('opens Checkout with the order, hands its answer to the server, and reports the booking', async () => {
    const user = userEvent.setup();
    const { onBooked, onBusyChange } = renderCheckout();
    const pay = screen.getByRole('button', { name: 'Pay ₹998' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 99_800,
      currency: 'INR',
      order_id: 'order_abc',
      name: 'TicketMela',
    });
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Booking successful!', booking: makeBooking() }, 201),
    );
    const answer = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_abc',
      razorpay_signature: 'sig',
    };
    opened[0]!.options.handler(answer);
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/payments\/razorpay\/verify$/);
    expect(JSON.parse(String(init?.body))).toEqual(answer);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  test("shows the server's refusal and books nothing; a failed payment and a closed window say so", async () => {
    const user = userEvent.setup();
    const { onBooked, onBusyChange } = renderCheckout();
    const pay = screen.getByRole('button', { name: 'Pay ₹998' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    opened[0]!.failed[0]!({
      error: { description: 'Payment was unsuccessful as the UPI request was declined.' },
    });
    expect(
      await screen.findByText('Payment was unsuccessful as the UPI request was declined.'),
    ).toBeVisible();
    opened[0]!.options.modal!.ondismiss!();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);

    await user.click(pay);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { statusCode: 400, code: 'VALIDATION_ERROR', message: 'The payment could not be verified' },
        400,
      ),
    );
    opened[1]!.options.handler({
      razorpay_payment_id: 'pay_2',
      razorpay_order_id: 'order_abc',
      razorpay_signature: 'x',
    });
    expect(await screen.findByText('The payment could not be verified')).toBeVisible();
    expect(onBooked).not.toHaveBeenCalled();
  });

  test('paid but not final yet: "Confirm my payment" sends the same answer again; sold out meanwhile: no second payment offered', async () => {
    const user = userEvent.setup();
    const { onBooked } = renderCheckout();
    const pay = screen.getByRole('button', { name: 'Pay ₹998' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const answer = {
      razorpay_payment_id: 'pay_3',
      razorpay_order_id: 'order_abc',
      razorpay_signature: 'sig3',
    };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { statusCode: 402, code: 'PAYMENT_REQUIRED', message: 'The payment has not been completed.' },
        402,
      ),
    );
    opened[0]!.options.handler(answer);
    const confirm = await screen.findByRole('button', { name: 'Confirm my payment' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          statusCode: 409,
          code: 'SOLD_OUT',
          message: 'They have since sold out. Your payment of ₹998 has been refunded in full.',
        },
        409,
      ),
    );
    await user.click(confirm);
    expect(await screen.findByText(/has been refunded in full/)).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual(answer);
    expect(screen.queryByRole('button', { name: /Pay|Confirm/ })).toBeNull();
    expect(onBooked).not.toHaveBeenCalled();
  });
});
