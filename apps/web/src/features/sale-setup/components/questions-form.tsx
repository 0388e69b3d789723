import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_QUESTIONS, type Question, type QuestionListBodySchema } from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSaveQuestionsMutation } from '../api/save-questions';
import { moveButtonId, QuestionEditor, questionHeadingId } from './question-editor';
import {
  BLANK_QUESTION,
  editorPath,
  type QuestionsFormValues,
  questionsResolver,
  questionsToForm,
} from './question-values';

type Body = z.output<typeof QuestionListBodySchema>;

/** Where focus goes after a question moves or leaves, so the keyboard stays where the person was working. */
type FocusTarget = { id: string } | { label: number } | 'add';

/**
 * The event's questions, edited as one list and saved with one PUT (the whole list in order). A question removed
 * here is retired by the server: the answers already given stay with their bookings.
 */
export function QuestionsForm({
  eventId,
  questions,
  categoryNames,
}: {
  eventId: string;
  questions: Question[];
  categoryNames: string[];
}) {
  const { t } = useLingui();
  const max = MAX_QUESTIONS;
  const mutation = useSaveQuestionsMutation(eventId);
  const form = useForm<QuestionsFormValues, unknown, Body>({
    resolver: questionsResolver,
    defaultValues: questionsToForm(questions),
  });
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'questions' });
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'add') addRef.current?.focus();
    else if ('label' in focusTarget) form.setFocus(`questions.${focusTarget.label}.label`);
    else document.getElementById(focusTarget.id)?.focus();
    setFocusTarget(null);
  }, [focusTarget, form]);

  function moveQuestion(from: number, to: number) {
    move(from, to);
    // The button pressed moves with its question; at the top or bottom it is disabled, so the other one takes focus.
    const direction = to < from ? 'up' : 'down';
    const atEnd = direction === 'up' ? to === 0 : to === fields.length - 1;
    setFocusTarget({ id: moveButtonId(to, atEnd ? (direction === 'up' ? 'down' : 'up') : direction) });
  }

  function removeQuestion(index: number) {
    remove(index);
    const left = fields.length - 1;
    setFocusTarget(left === 0 ? 'add' : { id: questionHeadingId(Math.min(index, left - 1)) });
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await mutation.mutateAsync(body);
      form.reset(questionsToForm(saved.questions));
      toast.success(saved.message || t`Questions saved`);
    } catch (error) {
      const message = errorMessage(error, t`Saving the questions failed`);
      setFailure(message);
      const path = isApiError(error) ? editorPath(error.field) : null;
      // biome-ignore lint/suspicious/noExplicitAny: the server names a path inside the list, checked by editorPath.
      if (path) form.setError(path as any, { type: 'server', message }, { shouldFocus: true });
    }
  });

  const full = fields.length >= MAX_QUESTIONS;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="questions-heading" className="space-y-5">
        <h2 id="questions-heading" className="text-xl font-bold text-gray-900">
          <Trans>Questions</Trans>
        </h2>
        <Alert tone="info" title={t`Asked at checkout, after the names on the tickets`}>
          <Trans>
            Up to {max} questions. Removing a question stops it being asked; the answers already given are
            kept with their bookings.
          </Trans>
        </Alert>
        {fields.length > 0 ? (
          <ol aria-labelledby="questions-heading" className="space-y-4">
            {fields.map((field, index) => (
              <li key={field.id}>
                <QuestionEditor
                  index={index}
                  count={fields.length}
                  categoryNames={categoryNames}
                  onMove={moveQuestion}
                  onRemove={removeQuestion}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-xl bg-stone-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200 ring-inset">
            <Trans>No questions: buyers give only a name for each ticket.</Trans>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            ref={addRef}
            variant="outline"
            onClick={() => {
              append(structuredClone(BLANK_QUESTION));
              setFocusTarget({ label: fields.length });
            }}
            disabled={full}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            <Trans>Add a question</Trans>
          </Button>
          {full ? (
            <p className="text-sm text-gray-700">
              <Trans>An event asks at most {max} questions.</Trans>
            </p>
          ) : null}
        </div>
        {failure ? <Alert title={t`The questions were not saved`}>{failure}</Alert> : null}
        <Button type="submit" busy={form.formState.isSubmitting || mutation.isPending}>
          <Trans>Save questions</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
