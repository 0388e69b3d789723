import { describe, expect, test } from 'vitest';
import type { Question } from '../schemas/checkout-question';
import { answerText, checkAnswer, checkCheckoutDetails, questionsFor, ticketSlots } from './checkout-answers';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function question(overrides: Partial<Question> & Pick<Question, 'kind'>): Question {
  return {
    _id: id(1),
    label: 'Question',
    options: [],
    required: false,
    scope: 'ticket',
    ticketCategoryNames: null,
    ...overrides,
  };
}

const slotsOf = (...lines: [string | null, number][]) =>
  ticketSlots(lines.map(([categoryName, quantity]) => ({ categoryName, quantity })));

describe('ticket slots', () => {
  test("each line's tickets in turn, numbered from 1", () => {
    expect(slotsOf(['VIP', 2], ['General', 1])).toEqual([
      { position: 1, categoryName: 'VIP' },
      { position: 2, categoryName: 'VIP' },
      { position: 3, categoryName: 'General' },
    ]);
  });

  test('a single-price selection has tickets without a category', () => {
    expect(slotsOf([null, 3]).map((slot) => slot.categoryName)).toEqual([null, null, null]);
  });
});

describe('names on tickets', () => {
  test('without attendees every ticket carries the buyer’s name, with no e-mail and no answers', () => {
    const checked = checkCheckoutDetails([], slotsOf(['VIP', 1], ['General', 1]), {}, '  Priya Sharma ');
    expect(checked).toEqual({
      ok: true,
      attendees: [
        { position: 1, categoryName: 'VIP', name: 'Priya Sharma', email: null, answers: [] },
        { position: 2, categoryName: 'General', name: 'Priya Sharma', email: null, answers: [] },
      ],
      orderAnswers: [],
    });
  });

  test('given names are kept in order, trimmed, e-mails lowercased and blank e-mails dropped', () => {
    const checked = checkCheckoutDetails(
      [],
      slotsOf([null, 2]),
      {
        attendees: [
          { name: ' Ravi ', email: ' Ravi@Example.IN ' },
          { name: 'Meera', email: '  ' },
        ],
      },
      'Buyer',
    );
    expect(checked.ok && checked.attendees.map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Ravi', email: 'ravi@example.in' },
      { name: 'Meera', email: null },
    ]);
  });

  test('a count of attendees that is not the count of tickets is refused as a whole', () => {
    for (const attendees of [[{ name: 'One' }], [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }]]) {
      expect(checkCheckoutDetails([], slotsOf([null, 2]), { attendees }, 'Buyer')).toEqual({
        ok: false,
        issues: [{ path: 'attendees', message: 'Give a name for each of the 2 tickets' }],
      });
    }
    const one = checkCheckoutDetails([], slotsOf([null, 1]), { attendees: [] }, 'Buyer');
    expect(!one.ok && one.issues[0]!.message).toBe('Give a name for each of the 1 ticket');
  });

  test('a blank, too long or unclean name, and a bad e-mail, are refused on their own field', () => {
    const checked = checkCheckoutDetails(
      [],
      slotsOf([null, 4]),
      {
        attendees: [
          { name: '   ' },
          { name: 'x'.repeat(101) },
          { name: 'Bad\u0007Bell' },
          { name: 'Fine', email: 'not-an-email' },
        ],
      },
      'Buyer',
    );
    expect(!checked.ok && checked.issues).toEqual([
      { path: 'attendees.0.name', message: 'Enter the name on ticket 1' },
      { path: 'attendees.1.name', message: 'A name must be at most 100 characters' },
      { path: 'attendees.2.name', message: 'The name contains characters that are not allowed' },
      { path: 'attendees.3.email', message: 'Please enter a valid email address' },
    ]);
  });

  test('a name of exactly 100 characters is accepted', () => {
    const name = 'n'.repeat(100);
    const checked = checkCheckoutDetails([], slotsOf([null, 1]), { attendees: [{ name }] }, 'Buyer');
    expect(checked.ok && checked.attendees[0]!.name).toBe(name);
  });
});

describe('each kind of answer', () => {
  const check = (q: Question, value: Parameters<typeof checkAnswer>[1]) => checkAnswer(q, value);

  test('number: finite numbers and numeric text; not words, infinities or absurd sizes', () => {
    const q = question({ kind: 'number', label: 'Age' });
    expect(check(q, 42)).toEqual({ value: 42 });
    expect(check(q, ' 17.5 ')).toEqual({ value: 17.5 });
    for (const bad of ['forty', Number.POSITIVE_INFINITY, Number.NaN, 1e13, true, ['1']]) {
      expect(check(q, bad as never)).toEqual({ problem: 'The answer to “Age” must be a number' });
    }
  });

  test('date: a real calendar date as YYYY-MM-DD', () => {
    const q = question({ kind: 'date', label: 'Birthday' });
    expect(check(q, '2000-02-29')).toEqual({ value: '2000-02-29' });
    expect(check(q, ' 1999-12-31 ')).toEqual({ value: '1999-12-31' });
    for (const bad of ['2001-02-29', '2024-13-01', '31/12/1999', '2024-1-5', 5]) {
      expect(check(q, bad)).toEqual({ problem: 'The answer to “Birthday” must be a date (YYYY-MM-DD)' });
    }
  });

  test('single choice: one of the options, exactly', () => {
    const q = question({ kind: 'single_choice', label: 'Meal', options: ['Veg', 'Non-veg'] });
    expect(check(q, ' Veg ')).toEqual({ value: 'Veg' });
    for (const bad of ['veg', 'Vegan', ['Veg']]) {
      expect(check(q, bad)).toEqual({ problem: 'Choose one of the options for “Meal”' });
    }
  });

  test("multiple choice: options only, kept once each in the options' order", () => {
    const q = question({ kind: 'multiple_choice', label: 'Workshops', options: ['A', 'B', 'C'] });
    expect(check(q, ['C', 'A', 'C'])).toEqual({ value: ['A', 'C'] });
    for (const bad of [['A', 'D'], 'A']) {
      expect(check(q, bad)).toEqual({ problem: 'Choose from the options for “Workshops”' });
    }
  });

  test('text: trimmed, at most 500 characters, no control characters (line breaks allowed)', () => {
    const q = question({ kind: 'text', label: 'Notes' });
    expect(check(q, '  line one\nline two ')).toEqual({ value: 'line one\nline two' });
    expect(check(q, 'x'.repeat(500))).toEqual({ value: 'x'.repeat(500) });
    expect(check(q, 'x'.repeat(501))).toEqual({
      problem: 'The answer to “Notes” must be at most 500 characters',
    });
    expect(check(q, 'bell\u0007')).toEqual({
      problem: 'The answer to “Notes” contains characters that are not allowed',
    });
    expect(check(q, 12)).toEqual({ problem: 'The answer to “Notes” must be text' });
  });

  test('yes/no: a boolean, not its words', () => {
    const q = question({ kind: 'yes_no', label: 'Wheelchair access' });
    expect(check(q, false)).toEqual({ value: false });
    expect(check(q, 'yes')).toEqual({ problem: 'Answer “Wheelchair access” with yes or no' });
  });

  test('required questions refuse a missing or blank answer; optional ones keep nothing', () => {
    const required = question({ kind: 'text', label: 'City', required: true });
    const optional = question({ kind: 'multiple_choice', label: 'Extras', options: ['A', 'B'] });
    for (const blank of [undefined, '  ', []]) {
      expect(check(required, blank)).toEqual({ problem: 'Please answer “City”' });
      expect(check(optional, blank)).toEqual({ value: null });
    }
    // false is an answer, not a blank.
    expect(check(question({ kind: 'yes_no', required: true }), false)).toEqual({ value: false });
  });

  test('answers read as the attendee list shows them', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(['A', 'C'])).toBe('A; C');
    expect(answerText(3.5)).toBe('3.5');
  });
});

describe('which questions are asked', () => {
  const everyTicket = question({ _id: id(1), kind: 'text', label: 'Company' });
  const vipOnly = question({ _id: id(2), kind: 'text', label: 'Lounge', ticketCategoryNames: ['VIP'] });
  const perOrder = question({ _id: id(3), kind: 'text', label: 'Invoice note', scope: 'order' });
  const vipOrder = question({
    _id: id(4),
    kind: 'yes_no',
    label: 'Parking',
    scope: 'order',
    ticketCategoryNames: ['vip '],
  });
  const all = [everyTicket, vipOnly, perOrder, vipOrder];

  test("per ticket: the event-wide ones and those of the ticket's category (any case); none limited to categories for a single-price ticket", () => {
    expect(questionsFor(all, 'ticket', [' vip'])).toEqual([everyTicket, vipOnly]);
    expect(questionsFor(all, 'ticket', ['General'])).toEqual([everyTicket]);
    expect(questionsFor(all, 'ticket', [null])).toEqual([everyTicket]);
  });

  test('per order: a category-limited one only when the order has such a ticket', () => {
    expect(questionsFor(all, 'order', ['General', 'VIP'])).toEqual([perOrder, vipOrder]);
    expect(questionsFor(all, 'order', ['General'])).toEqual([perOrder]);
  });

  test("a category's question is required of its tickets only, and answers are kept with the question's label and kind", () => {
    const required = { ...vipOnly, required: true };
    const slots = slotsOf(['VIP', 1], ['General', 1]);
    const missing = checkCheckoutDetails(
      [required],
      slots,
      { attendees: [{ name: 'A' }, { name: 'B' }] },
      'Buyer',
    );
    expect(!missing.ok && missing.issues).toEqual([
      { path: `attendees.0.answers.${id(2)}`, message: 'Please answer “Lounge”' },
    ]);
    const given = checkCheckoutDetails(
      [required],
      slots,
      { attendees: [{ name: 'A', answers: { [id(2)]: 'North' } }, { name: 'B' }] },
      'Buyer',
    );
    expect(given.ok && given.attendees.map((attendee) => attendee.answers)).toEqual([
      [{ questionId: id(2), label: 'Lounge', kind: 'text', value: 'North' }],
      [],
    ]);
  });

  test('a required per-ticket question must be answered even when the buyer sends no attendees', () => {
    const checked = checkCheckoutDetails([{ ...everyTicket, required: true }], slotsOf([null, 1]), {}, 'B');
    expect(!checked.ok && checked.issues).toEqual([
      { path: `attendees.0.answers.${id(1)}`, message: 'Please answer “Company”' },
    ]);
  });

  test('order questions are answered once, under orderAnswers', () => {
    const questions = [{ ...perOrder, required: true }, vipOrder];
    const slots = slotsOf(['VIP', 2]);
    const missing = checkCheckoutDetails(questions, slots, { orderAnswers: { [id(4)]: 'no' } }, 'B');
    expect(!missing.ok && missing.issues).toEqual([
      { path: `orderAnswers.${id(3)}`, message: 'Please answer “Invoice note”' },
      { path: `orderAnswers.${id(4)}`, message: 'Answer “Parking” with yes or no' },
    ]);
    const given = checkCheckoutDetails(
      questions,
      slots,
      { orderAnswers: { [id(3)]: 'GST please', [id(4)]: true } },
      'B',
    );
    expect(given.ok && given.orderAnswers).toEqual([
      { questionId: id(3), label: 'Invoice note', kind: 'text', value: 'GST please' },
      { questionId: id(4), label: 'Parking', kind: 'yes_no', value: true },
    ]);
  });

  test('answers to questions not asked there are refused: unknown ids, another category’s, the wrong scope', () => {
    const checked = checkCheckoutDetails(
      all,
      slotsOf(['General', 1]),
      {
        attendees: [{ name: 'A', answers: { [id(9)]: 'x', [id(2)]: 'lounge', [id(3)]: 'order' } }],
        orderAnswers: { [id(1)]: 'ticket', [id(4)]: true },
      },
      'B',
    );
    expect(!checked.ok && checked.issues.map((issue) => issue.path)).toEqual([
      `attendees.0.answers.${id(9)}`,
      `attendees.0.answers.${id(2)}`,
      `attendees.0.answers.${id(3)}`,
      `orderAnswers.${id(1)}`,
      `orderAnswers.${id(4)}`,
    ]);
    expect(!checked.ok && new Set(checked.issues.map((issue) => issue.message))).toEqual(
      new Set(['This question is not asked here']),
    );
  });
});
