import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  EVENT_ID,
  makeQuestion,
  makeSaleEvent,
  makeSecondQuestion,
  ORGANIZER_ID,
  SECOND_QUESTION_ID,
} from '../test/fixtures';

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

const PAGE = `/events/${EVENT_ID}/questions`;
const GET = `GET /events/${EVENT_ID}/questions`;
const PUT = `PUT /events/${EVENT_ID}/questions`;
const first = makeQuestion();
const second = makeSecondQuestion();

/** The server's answer to a PUT: the list as sent, new questions given ids. */
function saved(body: unknown) {
  const { questions } = body as { questions: Partial<Question>[] };
  return jsonResponse({
    message: 'Questions saved',
    questions: questions.map((question, index) => ({
      ...question,
      _id: question._id ?? `c1000000-0000-4000-8000-00000000000${index}`,
    })),
  });
}

function serve(extra: Parameters<typeof stubApi>[1] = {}, questions = [first, second]) {
  return stubApi(fetchMock, {
    [`GET /events/${EVENT_ID}`]: () => jsonResponse(makeSaleEvent()),
    [GET]: () => jsonResponse({ questions }),
    [PUT]: saved,
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

const question = (number: number) => within(screen.getByRole('group', { name: `Question ${number}` }));

describe("the organizer's checkout questions page", () => {
  test('shows the questions in order, with the note that removing one keeps its answers', async () => {
    serve();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout questions' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Removing a question stops it being asked; the answers already given are kept with their bookings.',
    );
    expect(question(1).getByLabelText('Question text')).toHaveValue('T-shirt size');
    expect(question(1).getByLabelText('Answer type')).toHaveValue('single_choice');
    expect(question(1).getByLabelText('Option 2')).toHaveValue('M');
    expect(question(1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(question(1).getByRole('radio', { name: 'For each ticket' })).toBeChecked();
    expect(question(2).getByLabelText('Question text')).toHaveValue('Company name');
    expect(question(2).getByRole('radio', { name: 'Once per order' })).toBeChecked();
    // A text question has no options to edit.
    expect(question(2).queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
    expect(question(1).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(question(2).getByRole('button', { name: 'Move question 2 down' })).toBeDisabled();
  });

  test('a new choice question, reordered, with another removed: one PUT of the whole list in order', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(PAGE);
    await screen.findByRole('group', { name: 'Question 2' });

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = question(3);
    expect(added.getByLabelText('Question text')).toHaveFocus();
    await user.type(added.getByLabelText('Question text'), 'Meal preference');
    await user.selectOptions(added.getByLabelText('Answer type'), 'multiple_choice');
    // A choice question starts with two options to fill in.
    await user.type(added.getByLabelText('Option 1'), 'Veg');
    await user.type(added.getByLabelText('Option 2'), 'Jain');
    await user.click(added.getByRole('button', { name: 'Add option' }));
    await user.type(added.getByLabelText('Option 3'), 'Vegan');
    await user.click(added.getByRole('checkbox', { name: 'Required' }));
    await user.click(added.getByRole('radio', { name: 'Once per order' }));
    await user.click(added.getByRole('checkbox', { name: 'VIP' }));
    await user.click(added.getByRole('checkbox', { name: 'Gold' }));

    await user.click(question(3).getByRole('button', { name: 'Move question 3 up' }));
    expect(question(2).getByLabelText('Question text')).toHaveValue('Meal preference');
    expect(question(2).getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    await user.click(question(1).getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Questions saved')).toBeInTheDocument();
    expect(api.bodiesOf(PUT)).toEqual([
      {
        questions: [
          {
            label: 'Meal preference',
            kind: 'multiple_choice',
            options: ['Veg', 'Jain', 'Vegan'],
            required: true,
            scope: 'order',
            ticketCategoryNames: ['VIP', 'Gold'],
          },
          {
            _id: SECOND_QUESTION_ID,
            label: 'Company name',
            kind: 'text',
            options: [],
            required: false,
            scope: 'order',
            ticketCategoryNames: null,
          },
        ],
      },
    ]);
  });

  test('the API schema checks the list before it is sent: a blank question, a choice with one option', async () => {
    const api = serve({}, []);
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(
      await screen.findByText('No questions: buyers give only a name for each ticket.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(question(1).getByLabelText('Answer type'), 'single_choice');
    await user.type(question(1).getByLabelText('Option 1'), 'Yes');
    await user.click(question(1).getByRole('button', { name: 'Remove option 2 of question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save questions' }));

    expect(await screen.findByText('Enter the question')).toBeInTheDocument();
    expect(screen.getByText('Give at least 2 options to choose from')).toBeInTheDocument();
    expect(question(1).getByLabelText('Question text')).toHaveFocus();
    expect(api.bodiesOf(PUT)).toEqual([]);
  });

  test('a text question keeps no options, even ones typed while it was a choice', async () => {
    const api = serve({}, [first]);
    const user = userEvent.setup();
    renderApp(PAGE);
    await screen.findByRole('group', { name: 'Question 1' });
    await user.selectOptions(question(1).getByLabelText('Answer type'), 'text');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await screen.findByText('Questions saved');
    expect(api.bodiesOf(PUT)).toEqual([{ questions: [{ ...first, kind: 'text', options: [] }] }]);
  });

  test("the server's refusal is shown, under the field it names", async () => {
    serve({
      [PUT]: () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'Each question must be different',
            field: 'questions.1.label',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    await screen.findByRole('group', { name: 'Question 2' });
    await user.click(screen.getByRole('button', { name: 'Save questions' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Each question must be different');
    const label = question(2).getByLabelText('Question text');
    expect(label).toHaveAccessibleDescription('Each question must be different');
    expect(label).toHaveFocus();
  });

  test('at most 10 questions', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      makeSecondQuestion({ _id: `d1000000-0000-4000-8000-00000000000${index}`, label: `Question ${index}` }),
    );
    serve({}, ten);
    renderApp(PAGE);
    await screen.findByRole('group', { name: 'Question 10' });
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    expect(screen.getByText('An event asks at most 10 questions.')).toBeInTheDocument();
  });

  test("another organizer's event: the page says it is not theirs", async () => {
    serve({
      [`GET /events/${EVENT_ID}`]: () =>
        jsonResponse(makeSaleEvent({ organizerId: { _id: 'someone-else', name: 'Rohan Mehta' } })),
    });
    renderApp(PAGE);
    expect(await screen.findByText('These checkout questions are not yours to change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save questions' })).not.toBeInTheDocument();
  });
});

test('an admin may set up any event', async () => {
  storeUser(makeStoredUser({ _id: 'admin-1', role: 'admin' }));
  serve();
  renderApp(PAGE);
  expect(await screen.findByRole('button', { name: 'Save questions' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Question 1' })).toBeInTheDocument());
});
