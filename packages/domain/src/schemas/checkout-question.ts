import { z } from 'zod';
import { MAX_TICKETS_PER_BOOKING } from '../rules/ticket-selection';
import { textInput } from './common';

// An organizer's questions at checkout and the names on tickets (decision 0042): the questions of an event, the
// attendees and answers a buyer sends with a purchase, and what a booking keeps of them.

export const QUESTION_KINDS = [
  'text',
  'number',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'date',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** Asked once for each ticket, or once for the whole order. */
export const QUESTION_SCOPES = ['ticket', 'order'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const MAX_QUESTIONS = 10;
export const MAX_QUESTION_OPTIONS = 20;
export const MAX_ANSWER_LENGTH = 500;
export const MAX_ATTENDEE_NAME_LENGTH = 100;

const choiceKinds: readonly QuestionKind[] = ['single_choice', 'multiple_choice'];
export const isChoiceQuestion = (kind: QuestionKind) => choiceKinds.includes(kind);

/** One question as the organizer writes it. */
export const QuestionBodySchema = z
  .object({
    /** Present when editing a question that exists: its answers stay linked to it. */
    _id: z.uuid({ error: 'Invalid id' }).optional(),
    label: textInput({
      max: 200,
      required: 'Enter the question',
      tooLong: 'A question must be at most 200 characters',
    }),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose what kind of answer the question takes' }),
    /** The choices of a single or multiple choice question (2-20, distinct); empty for other kinds. */
    options: z
      .array(
        textInput({
          max: 100,
          required: 'An option cannot be empty',
          tooLong: 'An option must be at most 100 characters',
        }),
      )
      .max(MAX_QUESTION_OPTIONS, { error: `At most ${MAX_QUESTION_OPTIONS} options` })
      .default([]),
    required: z.boolean().default(false),
    scope: z.enum(QUESTION_SCOPES, { error: 'Ask it for each ticket or once per order' }).default('ticket'),
    /** Ask it only for tickets of these categories (by name); null: every ticket (or every order). */
    ticketCategoryNames: z
      .array(z.string().trim().min(1, { error: 'Ticket category is required' }))
      .max(5, { error: 'At most 5 ticket categories' })
      .nullable()
      .default(null),
  })
  .superRefine((question, context) => {
    if (isChoiceQuestion(question.kind)) {
      if (question.options.length < 2) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'Give at least 2 options to choose from',
        });
      }
      const lower = question.options.map((option) => option.toLowerCase());
      if (new Set(lower).size !== lower.length) {
        context.addIssue({ code: 'custom', path: ['options'], message: 'Each option may appear once' });
      }
    } else if (question.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only choice questions have options' });
    }
  });
export type QuestionBody = z.input<typeof QuestionBodySchema>;

/**
 * Body of PUT /api/events/{id}/questions: the event's whole list, in the order asked. A question left out is
 * retired: no longer asked, its answers kept with the bookings that gave them.
 */
export const QuestionListBodySchema = z.object({
  questions: z.array(QuestionBodySchema).max(MAX_QUESTIONS, { error: `At most ${MAX_QUESTIONS} questions` }),
});
export type QuestionListBody = z.input<typeof QuestionListBodySchema>;

export const QuestionSchema = z.object({
  _id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  scope: z.enum(QUESTION_SCOPES),
  ticketCategoryNames: z.array(z.string()).nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** GET /api/events/{id}/questions (anyone: the checkout asks them) and PUT's answer. */
export const QuestionListSchema = z.object({ questions: z.array(QuestionSchema) });
export type QuestionList = z.infer<typeof QuestionListSchema>;

/**
 * An answer as sent: text, a number, a yes/no, a date (YYYY-MM-DD), the option chosen or the options chosen.
 * Checked against its question by checkCheckoutDetails.
 */
export const AnswerValueSchema = z.union([
  z.string().max(MAX_ANSWER_LENGTH * 2),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(MAX_QUESTION_OPTIONS),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

/** Answers by question id. */
export const AnswersInputSchema = z.record(z.uuid({ error: 'Invalid question id' }), AnswerValueSchema);
export type AnswersInput = z.infer<typeof AnswersInputSchema>;

/** The holder of one ticket, as the checkout sends it (tickets in the order of the selection's lines). */
export const AttendeeInputSchema = z.object({
  name: z.string({ error: 'Enter the name on this ticket' }).max(MAX_ATTENDEE_NAME_LENGTH * 2),
  /** Optional: this attendee gets their own ticket e-mail. */
  email: z.string().max(254).optional(),
  answers: AnswersInputSchema.optional(),
});
export type AttendeeInput = z.infer<typeof AttendeeInputSchema>;

/**
 * What a purchase body may carry besides the selection (create-payment-intent, the free booking, a waitlist offer's
 * checkout). Without attendees, every ticket carries the buyer's name; the event's required questions must still be
 * answered.
 */
export const CheckoutDetailsSchema = z.object({
  attendees: z
    .array(AttendeeInputSchema)
    .max(MAX_TICKETS_PER_BOOKING, { error: 'Maximum of 10 tickets per booking' })
    .optional(),
  orderAnswers: AnswersInputSchema.optional(),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetailsSchema>;

/** An answer as kept: the question's label and kind as they were asked, so editing the question later keeps it. */
export const AnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** One ticket of a booking: whose it is and their answers. */
export const TicketHolderSchema = z.object({
  /** 1-based, in the booking's ticket order. */
  position: z.number().int(),
  /** The ticket's category (null for a single-price event). */
  categoryName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  answers: z.array(AnswerSchema),
  /** Cancelled with some of the booking's tickets (the rest kept). */
  cancelled: z.boolean(),
});
export type TicketHolder = z.infer<typeof TicketHolderSchema>;
