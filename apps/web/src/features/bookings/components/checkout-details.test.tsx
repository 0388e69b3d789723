import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@ticketmela/domain';
import axe from 'axe-core';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { EVENT_ID, makeCategoryEvent, makeIntent, renderSidePanel, stubApi } from './booking-test-utils';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1', name: 'Priya Sharma' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const Q = {
  size: '0b7c9a10-1111-4000-8000-000000000001',
  diet: '0b7c9a10-1111-4000-8000-000000000002',
  age: '0b7c9a10-1111-4000-8000-000000000003',
  workshop: '0b7c9a10-1111-4000-8000-000000000004',
  first: '0b7c9a10-1111-4000-8000-000000000005',
  arrival: '0b7c9a10-1111-4000-8000-000000000006',
};

function question(overrides: Partial<Question> & Pick<Question, '_id' | 'label' | 'kind'>): Question {
  return { options: [], required: false, scope: 'ticket', ticketCategoryNames: null, ...overrides };
}

const QUESTIONS: Question[] = [
  question({
    _id: Q.size,
    label: 'T-shirt size?',
    kind: 'single_choice',
    options: ['S', 'M', 'L', 'XL'],
    required: true,
  }),
  question({
    _id: Q.diet,
    label: 'Dietary needs',
    kind: 'multiple_choice',
    options: ['Vegetarian', 'Vegan', 'Jain'],
    ticketCategoryNames: ['VIP'],
  }),
  question({ _id: Q.age, label: 'Age', kind: 'number', ticketCategoryNames: ['Gold'] }),
  question({
    _id: Q.workshop,
    label: 'Which workshop will you attend?',
    kind: 'single_choice',
    scope: 'order',
    options: ['Drums', 'Mixing', 'Lights', 'Stage', 'Sound', 'Video'],
  }),
  question({ _id: Q.first, label: 'First time at Sunburn?', kind: 'yes_no', scope: 'order', required: true }),
  question({ _id: Q.arrival, label: 'Arrival date', kind: 'date', scope: 'order' }),
];

function serve(extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    'GET /bookings/user': () => jsonResponse([]),
    [`GET /events/${EVENT_ID}/questions`]: () => jsonResponse({ questions: QUESTIONS }),
    ...extra,
  });
}

async function chooseVipAndGold(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '1');
  await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
  return {
    first: await screen.findByRole('group', { name: 'Ticket 1 · VIP' }),
    second: screen.getByRole('group', { name: 'Ticket 2 · Gold' }),
  };
}

describe("who's going", () => {
  test('a card per ticket, the first with the buyer’s name; each question with the control its kind takes', async () => {
    serve();
    const user = userEvent.setup();
    const { container } = renderSidePanel(makeCategoryEvent());
    const { first, second } = await chooseVipAndGold(user);

    expect(within(first).getByLabelText('Name')).toHaveValue('Priya Sharma');
    expect(within(second).getByLabelText('Name')).toHaveValue('');
    expect(within(second).getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(within(first).getByLabelText('E-mail (optional)')).toHaveAccessibleDescription(
      "We'll send this person their own ticket",
    );
    // Per ticket: the size for both; the diet only for VIP, the age only for Gold.
    const size = within(first).getByRole('group', { name: 'T-shirt size? (required)' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['S', 'M', 'L', 'XL']);
    expect(within(second).getByRole('group', { name: 'T-shirt size? (required)' })).toBeInTheDocument();
    const diet = within(first).getByRole('group', { name: 'Dietary needs' });
    expect(within(diet).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(second).queryByRole('group', { name: 'Dietary needs' })).toBeNull();
    expect(within(second).getByLabelText('Age')).toHaveAttribute('inputmode', 'decimal');
    expect(within(first).queryByLabelText('Age')).toBeNull();
    // Per order, once.
    const order = screen.getByRole('group', { name: 'About your order' });
    expect(
      within(order).getByRole('combobox', { name: 'Which workshop will you attend?' }),
    ).toBeInTheDocument();
    const yesNo = within(order).getByRole('group', { name: 'First time at Sunburn? (required)' });
    expect(
      within(yesNo)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Yes', 'No']);
    expect(within(order).getByLabelText('Arrival date')).toHaveAttribute('type', 'date');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('Book Now shows every problem under its field and focuses the first; fixed, the answers are sent', async () => {
    const api = serve({
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 2300 })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const { first, second } = await chooseVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    await waitFor(() => expect(within(first).getAllByRole('radio')[0]).toHaveFocus());
    expect(within(first).getByText('Please answer “T-shirt size?”')).toBeInTheDocument();
    expect(within(second).getByLabelText('Name')).toHaveAccessibleDescription('Enter the name on ticket 2');
    expect(within(second).getByText('Please answer “T-shirt size?”')).toBeInTheDocument();
    expect(screen.getByText('Please answer “First time at Sunburn?”')).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /payments/create-payment-intent');

    await user.click(within(first).getByRole('radio', { name: 'M' }));
    await user.click(within(first).getByRole('checkbox', { name: 'Jain' }));
    await user.click(within(first).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.type(within(first).getByLabelText('E-mail (optional)'), 'Priya@Example.in');
    await user.type(within(second).getByLabelText('Name'), '  Rahul Verma ');
    await user.click(within(second).getByRole('radio', { name: 'XL' }));
    await user.type(within(second).getByLabelText('Age'), '34');
    const order = screen.getByRole('group', { name: 'About your order' });
    await user.click(within(order).getByRole('radio', { name: 'No' }));
    await user.selectOptions(within(order).getByRole('combobox'), 'Mixing');
    expect(screen.queryByText(/Please answer/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      expect.objectContaining({
        amount: 2300,
        attendees: [
          {
            name: 'Priya Sharma',
            email: 'priya@example.in',
            // In the options' order, as the server keeps them.
            answers: { [Q.size]: 'M', [Q.diet]: ['Vegetarian', 'Jain'] },
          },
          { name: 'Rahul Verma', answers: { [Q.size]: 'XL', [Q.age]: 34 } },
        ],
        orderAnswers: { [Q.workshop]: 'Mixing', [Q.first]: false },
      }),
    ]);
  });

  test('a field left wrong says so as soon as it is left, and clears as the buyer types', async () => {
    serve();
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const { second } = await chooseVipAndGold(user);
    const email = within(second).getByLabelText('E-mail (optional)');
    await user.type(email, 'rahul@');
    expect(within(second).queryByText('Please enter a valid email address')).toBeNull();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, 'example.in');
    expect(email).toHaveAccessibleDescription("We'll send this person their own ticket");
  });

  test("the server's refusal of one answer shows under that answer", async () => {
    serve({
      'POST /payments/create-payment-intent': () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Choose one of the options for “T-shirt size?”',
            field: `attendees.1.answers.${Q.size}`,
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const { first, second } = await chooseVipAndGold(user);
    await user.click(within(first).getByRole('radio', { name: 'S' }));
    await user.type(within(second).getByLabelText('Name'), 'Rahul Verma');
    await user.click(within(second).getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(
      await within(second).findByText('Choose one of the options for “T-shirt size?”'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(second).getAllByRole('radio')[0]).toHaveFocus());
    expect(within(first).queryByText(/Choose one of the options/)).toBeNull();
  });
});

describe('retrying', () => {
  test('a retry resends the same key with the same names; other names are a new attempt', async () => {
    let calls = 0;
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => {
        calls += 1;
        return calls === 1 ? new Response('', { status: 503 }) : jsonResponse(makeIntent({ amount: 1600 }));
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for Gold'), '2');
    const second = await screen.findByRole('group', { name: 'Ticket 2 · Gold' });
    await user.type(within(second).getByLabelText('Name'), 'Rahul Verma');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findAllByText('Payment failed. Please try again.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });

    await user.click(screen.getByRole('button', { name: 'Back to booking details' }));
    const again = await screen.findByRole('group', { name: 'Ticket 2 · Gold' });
    expect(within(again).getByLabelText('Name')).toHaveValue('Rahul Verma');
    await user.clear(within(again).getByLabelText('Name'));
    await user.type(within(again).getByLabelText('Name'), 'Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });

    const bodies = api.bodiesOf('POST /payments/create-payment-intent') as {
      idempotencyKey: string;
      attendees: { name: string }[];
    }[];
    expect(bodies.map((body) => body.attendees.map((attendee) => attendee.name))).toEqual([
      ['Priya Sharma', 'Rahul Verma'],
      ['Priya Sharma', 'Rahul Verma'],
      ['Priya Sharma', 'Meera Iyer'],
    ]);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(bodies[2]!.idempotencyKey).not.toBe(bodies[0]!.idempotencyKey);
  });
});
