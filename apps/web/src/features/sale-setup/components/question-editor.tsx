import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isChoiceQuestion, QUESTION_KINDS, type QuestionKind } from '@ticketmela/domain';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { CategoryCheckboxes } from './category-checkboxes';
import { QuestionOptions } from './question-options';
import { KIND_NAMES, type QuestionsFormValues } from './question-values';

const SCOPES = [
  { value: 'ticket', label: msg`For each ticket` },
  { value: 'order', label: msg`Once per order` },
] as const;

export const questionHeadingId = (index: number) => `question-${index}-heading`;
export const moveButtonId = (index: number, direction: 'up' | 'down') =>
  `question-${index}-move-${direction}`;

/** One question of the list: its text, kind, options, whether it is required, when it is asked, and its moves. */
export function QuestionEditor({
  index,
  count,
  categoryNames,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  categoryNames: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useLingui();
  const {
    control,
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<QuestionsFormValues>();
  const number = index + 1;
  const kind = watch(`questions.${index}.kind`);
  const fieldErrors = errors.questions?.[index];
  const headingId = questionHeadingId(index);

  // A choice question starts with two empty options to fill in.
  const kindRegistration = register(`questions.${index}.kind`, {
    onChange: (change: { target: { value: QuestionKind } }) => {
      if (isChoiceQuestion(change.target.value) && getValues(`questions.${index}.options`).length === 0) {
        setValue(`questions.${index}.options`, [{ text: '' }, { text: '' }]);
      }
    },
  });

  return (
    <Card className="p-4 sm:p-5">
      <fieldset aria-labelledby={headingId} className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">
            <Trans>Question {number}</Trans>
          </h3>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={index === 0}
              id={moveButtonId(index, 'up')}
              onClick={() => onMove(index, index - 1)}
              aria-label={t`Move question ${number} up`}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={index === count - 1}
              id={moveButtonId(index, 'down')}
              onClick={() => onMove(index, index + 1)}
              aria-label={t`Move question ${number} down`}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:text-red-800"
              onClick={() => onRemove(index)}
              aria-label={t`Remove question ${number}`}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        </div>
        <TextField
          label={t`Question text`}
          required
          maxLength={200}
          placeholder={t`e.g. T-shirt size`}
          error={fieldErrors?.label?.message}
          {...register(`questions.${index}.label`)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t`Answer type`} error={fieldErrors?.kind?.message} {...kindRegistration}>
            {QUESTION_KINDS.map((each) => (
              <option key={each} value={each}>
                {i18n._(KIND_NAMES[each])}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="text-sm font-medium text-gray-800">
              <Trans>Asked</Trans>
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {SCOPES.map((scope) => (
                <label
                  key={scope.value}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm"
                >
                  <input
                    type="radio"
                    value={scope.value}
                    className="size-4 accent-brand-700"
                    {...register(`questions.${index}.scope`)}
                  />
                  {i18n._(scope.label)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {isChoiceQuestion(kind) ? <QuestionOptions index={index} number={number} /> : null}
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            {...register(`questions.${index}.required`)}
          />
          <Trans>Required</Trans>
        </label>
        {categoryNames.length > 0 ? (
          <Controller
            control={control}
            name={`questions.${index}.ticketCategoryNames`}
            render={({ field, fieldState }) => (
              <CategoryCheckboxes
                legend={t`Ticket categories`}
                hint={t`Ask it only for these categories; none ticked: every ticket.`}
                categoryNames={categoryNames}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </fieldset>
    </Card>
  );
}
