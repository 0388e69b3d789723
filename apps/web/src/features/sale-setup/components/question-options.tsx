import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_QUESTION_OPTIONS } from '@ticketmela/domain';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type FieldError, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import type { QuestionsFormValues } from './question-values';

/** The choices of a single or multiple choice question: one input each, removable, up to 20. */
export function QuestionOptions({ index, number }: { index: number; number: number }) {
  const { t } = useLingui();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<QuestionsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `questions.${index}.options` });
  const listError = errors.questions?.[index]?.options;
  const listMessage = listError?.root?.message ?? listError?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-800">
        <Trans>Options</Trans>
      </legend>
      <ul className="space-y-2">
        {fields.map((field, option) => {
          const optionNumber = option + 1;
          return (
            <li key={field.id} className="flex items-start gap-2">
              <TextField
                label={t`Option ${optionNumber}`}
                className="min-w-0 flex-1"
                maxLength={100}
                error={
                  listError?.[option]?.text?.message ??
                  (listError?.[option] as FieldError | undefined)?.message
                }
                {...register(`questions.${index}.options.${option}.text`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-6 min-h-11"
                onClick={() => remove(option)}
                aria-label={t`Remove option ${optionNumber} of question ${number}`}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {listMessage ? <p className="text-sm font-medium text-red-700">{domainText(listMessage)}</p> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => append({ text: '' })}
        disabled={fields.length >= MAX_QUESTION_OPTIONS}
        icon={<Plus aria-hidden="true" className="size-4" />}
      >
        <Trans>Add option</Trans>
      </Button>
    </fieldset>
  );
}
