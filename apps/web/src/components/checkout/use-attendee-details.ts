import {
  type AnswersInput,
  type AnswerValue,
  type AttendeeInput,
  type CheckedAttendee,
  type CheckoutIssue,
  checkCheckoutDetails,
  type Question,
  type TicketSlot,
} from '@ticketmela/domain';
import { useRef, useState } from 'react';

/** What a purchase body carries of the names and answers (create-payment-intent, the free booking, an offer's checkout). */
export interface AttendeeDetailsBody {
  attendees: AttendeeInput[];
  orderAnswers?: AnswersInput;
}

interface TicketValues {
  /** Undefined until typed in: the first ticket then shows the buyer's name. */
  name?: string;
  email: string;
  answers: Record<string, AnswerValue>;
}

const EMPTY_TICKET: TicketValues = { email: '', answers: {} };

/**
 * Each ticket's values are kept under its category and its rank in it ("Gold#1"), so changing one line's quantity
 * keeps what was typed for the tickets of the other lines.
 */
export function slotKeys(slots: TicketSlot[]): string[] {
  const seen = new Map<string, number>();
  return slots.map((slot) => {
    const category = slot.categoryName ?? '';
    const rank = seen.get(category) ?? 0;
    seen.set(category, rank + 1);
    return `${category}#${rank}`;
  });
}

function answersRecord(answers: CheckedAttendee['answers']): AnswersInput {
  return Object.fromEntries(answers.map((answer) => [answer.questionId, answer.value]));
}

/** The checked names and answers as the API takes them: empty e-mails and unanswered questions left out. */
function toBody(attendees: CheckedAttendee[], orderAnswers: CheckedAttendee['answers']): AttendeeDetailsBody {
  return {
    attendees: attendees.map((attendee) => ({
      name: attendee.name,
      ...(attendee.email ? { email: attendee.email } : {}),
      ...(attendee.answers.length > 0 ? { answers: answersRecord(attendee.answers) } : {}),
    })),
    ...(orderAnswers.length > 0 ? { orderAnswers: answersRecord(orderAnswers) } : {}),
  };
}

/** The paths a server refusal may name that this form shows. */
export function isAttendeeDetailsPath(field: string | undefined): field is string {
  return field !== undefined && (field.startsWith('attendees') || field.startsWith('orderAnswers'));
}

export interface AttendeeDetails {
  slots: TicketSlot[];
  questions: Question[];
  attendees: AttendeeInput[];
  orderAnswers: AnswersInput;
  setName: (index: number, name: string) => void;
  setEmail: (index: number, email: string) => void;
  setAnswer: (index: number, questionId: string, value: AnswerValue | undefined) => void;
  setOrderAnswer: (questionId: string, value: AnswerValue | undefined) => void;
  /** The field was left: its problem (if any) shows from now on. */
  touch: (path: string) => void;
  /** The problem to show under the field at `path` (as the body names it: `attendees.0.name`). */
  issueAt: (path: string) => string | undefined;
  /** Checks everything: the body to send, or null with every problem shown and the first one focused. */
  validate: () => AttendeeDetailsBody | null;
  /** A refusal the server pinned on one of these fields (VALIDATION_ERROR's `field`): shown there, focused. */
  showServerIssue: (field: string | undefined, message: string) => boolean;
  /** Holds the form's fields: the first invalid one is focused inside it. */
  containerRef: React.RefObject<HTMLDivElement | null>;
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/**
 * The names on the tickets and the answers to the event's questions, checked as the buyer types with the rule the
 * server applies (checkCheckoutDetails). A field's problem shows once it has been left or a send was attempted.
 */
export function useAttendeeDetails({
  slots,
  questions,
  buyerName,
}: {
  slots: TicketSlot[];
  questions: Question[];
  buyerName: string;
}): AttendeeDetails {
  const [tickets, setTickets] = useState<Record<string, TicketValues>>({});
  const [orderAnswers, setOrderAnswers] = useState<AnswersInput>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverIssue, setServerIssue] = useState<CheckoutIssue | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  const keys = slotKeys(slots);
  const attendees: AttendeeInput[] = keys.map((key, index) => {
    const values = tickets[key] ?? EMPTY_TICKET;
    return {
      name: values.name ?? (index === 0 ? buyerName : ''),
      email: values.email,
      answers: values.answers,
    };
  });
  const check = checkCheckoutDetails(questions, slots, { attendees, orderAnswers }, buyerName);
  const issues = check.ok ? [] : check.issues;

  function update(index: number, change: (values: TicketValues) => TicketValues, path: string) {
    const key = keys[index];
    if (key === undefined) return;
    setTickets((current) => ({ ...current, [key]: change(current[key] ?? EMPTY_TICKET) }));
    setServerIssue((issue) => (issue?.path === path ? null : issue));
  }

  function focusFirst(path: string) {
    // After the render that shows the problems.
    requestAnimationFrame(() => {
      const field = containerRef.current?.querySelector<HTMLElement>(
        `[data-checkout-field="${CSS.escape(path)}"]`,
      );
      field?.focus();
    });
  }

  return {
    slots,
    questions,
    attendees,
    orderAnswers,
    setName: (index, name) => update(index, (values) => ({ ...values, name }), `attendees.${index}.name`),
    setEmail: (index, email) => update(index, (values) => ({ ...values, email }), `attendees.${index}.email`),
    setAnswer: (index, questionId, value) =>
      update(
        index,
        (values) => ({
          ...values,
          answers:
            value === undefined
              ? withoutKey(values.answers, questionId)
              : { ...values.answers, [questionId]: value },
        }),
        `attendees.${index}.answers.${questionId}`,
      ),
    setOrderAnswer: (questionId, value) => {
      setOrderAnswers((current) =>
        value === undefined ? withoutKey(current, questionId) : { ...current, [questionId]: value },
      );
      setServerIssue((issue) => (issue?.path === `orderAnswers.${questionId}` ? null : issue));
    },
    touch: (path) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    issueAt: (path) => {
      if (serverIssue?.path === path) return serverIssue.message;
      if (!showAll && !touched.has(path)) return undefined;
      return issues.find((issue) => issue.path === path)?.message;
    },
    validate: () => {
      setShowAll(true);
      if (check.ok) return toBody(check.attendees, check.orderAnswers);
      const first = check.issues[0];
      if (first) focusFirst(first.path);
      return null;
    },
    showServerIssue: (field, message) => {
      if (!isAttendeeDetailsPath(field)) return false;
      setServerIssue({ path: field, message });
      focusFirst(field);
      return true;
    },
    containerRef,
  };
}
