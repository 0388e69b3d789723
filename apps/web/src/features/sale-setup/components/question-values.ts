import { toNestErrors } from '@hookform/resolvers';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  isChoiceQuestion,
  type Question,
  type QuestionKind,
  QuestionListBodySchema,
  type QuestionScope,
} from '@ticketmela/domain';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One question as the editor holds it: options as rows (each with the field array's own key), categories by name. */
export interface QuestionFormValues {
  /** The question's id once saved: its answers stay linked to it. */
  _id?: string | undefined;
  label: string;
  kind: QuestionKind;
  options: { text: string }[];
  required: boolean;
  scope: QuestionScope;
  ticketCategoryNames: string[];
}

export interface QuestionsFormValues {
  questions: QuestionFormValues[];
}

export const KIND_NAMES: Record<QuestionKind, MessageDescriptor> = {
  text: msg`Text`,
  number: msg`Number`,
  single_choice: msg`Single choice`,
  multiple_choice: msg`Multiple choice`,
  yes_no: msg`Yes/No`,
  date: msg`Date`,
};

export const BLANK_QUESTION: QuestionFormValues = {
  label: '',
  kind: 'text',
  options: [],
  required: false,
  scope: 'ticket',
  ticketCategoryNames: [],
};

export function questionsToForm(questions: Question[]): QuestionsFormValues {
  return {
    questions: questions.map((question) => ({
      _id: question._id,
      label: question.label,
      kind: question.kind,
      options: question.options.map((text) => ({ text })),
      required: question.required,
      scope: question.scope,
      ticketCategoryNames: question.ticketCategoryNames ?? [],
    })),
  };
}

/** The PUT body the editor stands for. A question switched to a kind without options keeps none. */
export function formToBody(values: QuestionsFormValues) {
  return {
    questions: values.questions.map((question) => ({
      ...(question._id ? { _id: question._id } : {}),
      label: question.label,
      kind: question.kind,
      options: isChoiceQuestion(question.kind) ? question.options.map((option) => option.text) : [],
      required: question.required,
      scope: question.scope,
      ticketCategoryNames: question.ticketCategoryNames.length > 0 ? question.ticketCategoryNames : null,
    })),
  };
}

/**
 * The editor checked by the API's own schema: each issue lands on the editor's field at the same place (an option's
 * text, under its row), and a valid editor resolves to the body to send.
 */
export const questionsResolver: Resolver<
  QuestionsFormValues,
  unknown,
  z.output<typeof QuestionListBodySchema>
> = (values, _context, options) => {
  const result = QuestionListBodySchema.safeParse(formToBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const field = editorPath(path) ?? path;
    flat[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/**
 * Where a server refusal's field ('questions.2.options.1') sits in the editor ('questions.2.options.1.text'), or
 * null when the editor has no such field.
 */
export function editorPath(field: string | undefined): string | null {
  if (!field) return null;
  const option = /^questions\.(\d+)\.options\.(\d+)$/.exec(field);
  if (option) return `questions.${option[1]}.options.${option[2]}.text`;
  return /^questions\.\d+\.(label|kind|options|required|scope|ticketCategoryNames)$/.test(field)
    ? field
    : null;
}
