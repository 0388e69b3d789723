import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestUpiRequest } from '@ticketmela/domain';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fixtures';
import { DEFAULT_PAYING_UPI_ID, NEVER_ANSWERS_MESSAGE, TestUpiApp } from './test-upi-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function makeRequest(overrides: Partial<TestUpiRequest> = {}): TestUpiRequest {
  return {
    requestId: 'upi_req_1',
    paymentIntentId: 'pi_test_1',
    status: 'waiting',
    amount: 998,
    payeeName: 'TicketMela',
    payeeUpiId: 'ticketmela@testupi',
    note: 'Sunburn Arena: Pune',
    upiId: 'ananya@okaxis',
    upiUrl: 'upi://pay?pa=ticketmela%40testupi',
    approvalPath: '/pay/test-upi/upi_req_1',
    answers: true,
    ...overrides,
  };
}

/** Answers GET the request as it stands and POST answer with `onAnswer`; records the answers sent. */
function stubRequest(
  initial: TestUpiRequest,
  onAnswer: (body: { approve: boolean; upiId?: string }) => { status: number; body: unknown },
) {
  let current = initial;
  const answers: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'POST' && path === '/api/payments/test/upi/upi_req_1/answer') {
      const body = JSON.parse(String(init.body));
      answers.push(body);
      const answer = onAnswer(body);
      if (answer.status === 200) current = answer.body as TestUpiRequest;
      return jsonResponse(answer.body, answer.status);
    }
    if (path === '/api/payments/test/upi/upi_req_1') return jsonResponse(current);
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment request not found' }, 404);
  });
  return {
    answers,
    setCurrent: (next: TestUpiRequest) => {
      current = next;
    },
  };
}

function renderApp(requestId = 'upi_req_1') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TestUpiApp requestId={requestId} />
    </QueryClientProvider>,
  );
}

describe('the test UPI app', () => {
  test('a collect request: payee, amount, note and the paying id; Approve books it', async () => {
    const api = stubRequest(makeRequest(), ({ approve }) => ({
      status: 200,
      body: makeRequest({ status: approve ? 'approved' : 'declined' }),
    }));
    const user = userEvent.setup();
    const { container } = renderApp();

    expect(await screen.findByText('₹998')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test UPI app' })).toBeInTheDocument();
    expect(screen.getByText(/stand-in for your UPI app/)).toBeInTheDocument();
    expect(screen.getByText('TicketMela')).toBeInTheDocument();
    expect(screen.getByText('ticketmela@testupi')).toBeInTheDocument();
    expect(screen.getByText('Sunburn Arena: Pune')).toBeInTheDocument();
    expect(screen.getByText('From').nextElementSibling).toHaveTextContent('ananya@okaxis');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.answers).toEqual([{ approve: true }]);
  });

  test('Decline: "Payment declined"', async () => {
    stubRequest(makeRequest(), () => ({ status: 200, body: makeRequest({ status: 'declined' }) }));
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
  });

  test('a scanned QR is paid from the UPI id typed here (you@testupi unless changed)', async () => {
    const api = stubRequest(makeRequest({ upiId: null }), (body) => ({
      status: 200,
      body: makeRequest({ status: 'approved', upiId: body.upiId ?? null }),
    }));
    const user = userEvent.setup();
    renderApp();
    const field = await screen.findByLabelText('Pay from (your UPI ID)');
    expect(field).toHaveValue(DEFAULT_PAYING_UPI_ID);
    await user.clear(field);
    await user.type(field, 'rohan');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter a UPI ID like name@bank')).toBeInTheDocument();
    expect(api.answers).toEqual([]);

    await user.type(field, '@okicici');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(api.answers).toEqual([{ approve: true, upiId: 'rohan@okicici' }]);
  });

  test('the test id that never answers says so, with no buttons', async () => {
    stubRequest(makeRequest({ upiId: 'timeout@testupi', answers: false }), () => ({ status: 400, body: {} }));
    renderApp();
    expect(await screen.findByText(i18n._(NEVER_ANSWERS_MESSAGE))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  test('no longer waiting (409): the request is shown as it stands now', async () => {
    const api = stubRequest(makeRequest(), () => {
      api.setCurrent(makeRequest({ status: 'expired' }));
      return {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'This payment request is no longer waiting.' },
      };
    });
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This payment request has expired')).toBeInTheDocument();
  });

  test('an unknown request: "Payment request not found"', async () => {
    stubRequest(makeRequest(), () => ({ status: 404, body: {} }));
    renderApp('nope');
    expect(await screen.findByText('Payment request not found')).toBeInTheDocument();
  });
});
