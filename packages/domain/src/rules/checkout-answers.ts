import type {
  Answer,
  AnswerValue,
  CheckoutDetails,
  Question,
  QuestionScope,
} from '../schemas/checkout-question';
import { MAX_ANSWER_LENGTH, MAX_ATTENDEE_NAME_LENGTH } from '../schemas/checkout-question';
import { EMAIL_PATTERN, isCleanText } from '../schemas/common';

// The names on tickets and the answers to an organizer's questions (decision 0042), checked the same way by the web
// (as the buyer types) and by the server (which alone decides what is kept).

/** One ticket of a selection, in order: each line's tickets in turn (a single-price selection has no category). */
export interface TicketSlot {
  /** 1-based. */
  position: number;
  categoryName: string | null;
}

export function ticketSlots(lines: { categoryName: string | null; quantity: number }[]): TicketSlot[] {
  const slots: TicketSlot[] = [];
  for (const line of lines) {
    for (let index = 0; index < line.quantity; index += 1) {
      slots.push({ position: slots.length + 1, categoryName: line.categoryName });
    }
  }
  return slots;
}

/** The questions asked at this scope; per ticket, those for its category (a category-limited one skips a single-price ticket). */
export function questionsFor(
  questions: Question[],
  scope: QuestionScope,
  categoryNames: (string | null)[],
): Question[] {
  const wanted = new Set(
    categoryNames.filter((name) => name !== null).map((name) => name.trim().toLowerCase()),
  );
  return questions.filter(
    (question) =>
      question.scope === scope &&
      (question.ticketCategoryNames === null ||
        question.ticketCategoryNames.some((name) => wanted.has(name.trim().toLowerCase()))),
  );
}

export interface CheckoutIssue {
  /** Where, as the body names it: `attendees.0.name`, `attendees.1.answers.<questionId>`, `orderAnswers.<questionId>`. */
  path: string;
  message: string;
}

export interface CheckedAttendee {
  position: number;
  categoryName: string | null;
  name: string;
  email: string | null;
  answers: Answer[];
}

export type CheckoutCheck =
  | { ok: true; attendees: CheckedAttendee[]; orderAnswers: Answer[] }
  | { ok: false; issues: CheckoutIssue[] };

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** One answer checked against its question: its kept value, or what is wrong with it. */
export function checkAnswer(
  question: Question,
  value: AnswerValue | undefined,
): { value: Answer['value'] | null } | { problem: string } {
  const label = `“${question.label}”`;
  if (isBlank(value)) return question.required ? { problem: `Please answer ${label}` } : { value: null };
  switch (question.kind) {
    case 'text': {
      if (typeof value !== 'string') return { problem: `The answer to ${label} must be text` };
      const text = value.normalize('NFC').trim();
      if (!isCleanText(text, true))
        return { problem: `The answer to ${label} contains characters that are not allowed` };
      if (text.length > MAX_ANSWER_LENGTH)
        return { problem: `The answer to ${label} must be at most ${MAX_ANSWER_LENGTH} characters` };
      return { value: text };
    }
    case 'number': {
      const number = typeof value === 'string' ? Number(value.trim()) : value;
      if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > 1e12)
        return { problem: `The answer to ${label} must be a number` };
      return { value: number };
    }
    case 'yes_no':
      if (typeof value !== 'boolean') return { problem: `Answer ${label} with yes or no` };
      return { value };
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value.trim()))
        return { problem: `The answer to ${label} must be a date (YYYY-MM-DD)` };
      return { value: value.trim() };
    case 'single_choice': {
      const chosen =
        typeof value === 'string' ? question.options.find((option) => option === value.trim()) : undefined;
      if (chosen === undefined) return { problem: `Choose one of the options for ${label}` };
      return { value: chosen };
    }
    case 'multiple_choice': {
      if (!Array.isArray(value) || value.some((item) => !question.options.includes(item)))
        return { problem: `Choose from the options for ${label}` };
      // In the options' order, each once.
      return { value: question.options.filter((option) => value.includes(option)) };
    }
  }
}

function checkAnswers(
  questions: Question[],
  given: Record<string, AnswerValue> | undefined,
  pathPrefix: string,
  issues: CheckoutIssue[],
): Answer[] {
  const answers: Answer[] = [];
  const asked = new Set(questions.map((question) => question._id));
  for (const id of Object.keys(given ?? {})) {
    if (!asked.has(id))
      issues.push({ path: `${pathPrefix}.${id}`, message: 'This question is not asked here' });
  }
  for (const question of questions) {
    const checked = checkAnswer(question, given?.[question._id]);
    if ('problem' in checked)
      issues.push({ path: `${pathPrefix}.${question._id}`, message: checked.problem });
    else if (checked.value !== null)
      answers.push({
        questionId: question._id,
        label: question.label,
        kind: question.kind,
        value: checked.value,
      });
  }
  return answers;
}

/** '1 ticket' / '3 tickets' */
const ticketCount = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`;

/**
 * The names and answers of a purchase, checked against the event's questions and the tickets being bought. Without
 * attendees every ticket carries the buyer's name (and no per-ticket answer); with them, one per ticket in order,
 * each with a name (at most 100 characters) and, optionally, a valid e-mail address.
 */
export function checkCheckoutDetails(
  questions: Question[],
  slots: TicketSlot[],
  details: CheckoutDetails,
  buyerName: string,
): CheckoutCheck {
  const issues: CheckoutIssue[] = [];
  const given = details.attendees;
  if (given && given.length !== slots.length) {
    issues.push({
      path: 'attendees',
      message: `Give a name for each of the ${ticketCount(slots.length)}`,
    });
    return { ok: false, issues };
  }
  const attendees = slots.map((slot, index): CheckedAttendee => {
    const input = given?.[index];
    const path = `attendees.${index}`;
    const name = (input?.name ?? buyerName).normalize('NFC').trim();
    if (name === '')
      issues.push({ path: `${path}.name`, message: `Enter the name on ticket ${slot.position}` });
    else if (name.length > MAX_ATTENDEE_NAME_LENGTH)
      issues.push({
        path: `${path}.name`,
        message: `A name must be at most ${MAX_ATTENDEE_NAME_LENGTH} characters`,
      });
    else if (!isCleanText(name))
      issues.push({ path: `${path}.name`, message: 'The name contains characters that are not allowed' });
    const email = input?.email?.trim() ? input.email.trim().toLowerCase() : null;
    if (email !== null && (!EMAIL_PATTERN.test(email) || email.length > 254))
      issues.push({ path: `${path}.email`, message: 'Please enter a valid email address' });
    const answers = checkAnswers(
      questionsFor(questions, 'ticket', [slot.categoryName]),
      input?.answers,
      `${path}.answers`,
      issues,
    );
    return { position: slot.position, categoryName: slot.categoryName, name, email, answers };
  });
  const orderQuestions = questionsFor(
    questions,
    'order',
    slots.map((slot) => slot.categoryName),
  );
  const orderAnswers = checkAnswers(orderQuestions, details.orderAnswers, 'orderAnswers', issues);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, attendees, orderAnswers };
}

/** An answer as the attendee list and its CSV show it. */
export function answerText(value: Answer['value']): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}
