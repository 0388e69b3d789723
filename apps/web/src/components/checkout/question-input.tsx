import { Trans, useLingui } from '@lingui/react/macro';
import type { AnswerValue, Question } from '@ticketmela/domain';
import { MAX_ANSWER_LENGTH } from '@ticketmela/domain';
import { type ReactNode, useId } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { cn } from '@/lib/cn';

/** Up to this many options a single choice is a row of radios; more, a select. */
const MAX_RADIO_OPTIONS = 5;

export interface QuestionInputProps {
  question: Question;
  /** Marks the control (the first radio or checkbox of a group) as `data-checkout-field`: focused on an error. */
  fieldKey: string;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="text-red-700">
        {' *'}
      </span>
      <span className="sr-only">
        {' '}
        <Trans>(required)</Trans>
      </span>
    </>
  );
}

/** Radios or checkboxes under a legend, drawn as chips that wrap on a phone. */
function ChoiceGroup({
  question,
  fieldKey,
  type,
  options,
  isChecked,
  onToggle,
  onBlur,
  error,
  disabled,
}: {
  question: Question;
  fieldKey: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled: boolean;
}): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-gray-800">
        {question.label}
        <RequiredMark required={question.required} />
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm text-gray-900',
              'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700',
              error ? 'border-red-600' : 'border-gray-300',
            )}
          >
            <input
              data-checkout-field={index === 0 ? fieldKey : undefined}
              type={type}
              name={id}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              onBlur={onBlur}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {domainText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One of the organizer's questions, with the control its kind takes. */
export function QuestionInput({
  question,
  fieldKey,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
}: QuestionInputProps) {
  const { t } = useLingui();
  const text = typeof value === 'string' ? value : '';
  const common = {
    label: question.label,
    required: question.required,
    error,
    disabled,
    onBlur,
    'data-checkout-field': fieldKey,
  };
  switch (question.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          value={text}
          maxLength={MAX_ANSWER_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          value={typeof value === 'number' ? String(value) : text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'date':
      return (
        <TextField {...common} type="date" value={text} onChange={(event) => onChange(event.target.value)} />
      );
    case 'single_choice':
      if (question.options.length > MAX_RADIO_OPTIONS) {
        return (
          <SelectField
            {...common}
            value={text}
            onChange={(event) => onChange(event.target.value || undefined)}
          >
            <option value="">{t`Choose…`}</option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        );
      }
      return (
        <ChoiceGroup
          question={question}
          fieldKey={fieldKey}
          type="radio"
          options={question.options.map((option) => ({ value: option, label: option }))}
          isChecked={(option) => option === value}
          onToggle={(option) => onChange(option)}
          onBlur={onBlur}
          error={error}
          disabled={disabled}
        />
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <ChoiceGroup
          question={question}
          fieldKey={fieldKey}
          type="checkbox"
          options={question.options.map((option) => ({ value: option, label: option }))}
          isChecked={(option) => chosen.includes(option)}
          onToggle={(option, checked) =>
            onChange(checked ? [...chosen, option] : chosen.filter((kept) => kept !== option))
          }
          onBlur={onBlur}
          error={error}
          disabled={disabled}
        />
      );
    }
    case 'yes_no':
      return (
        <ChoiceGroup
          question={question}
          fieldKey={fieldKey}
          type="radio"
          options={[
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]}
          isChecked={(option) => (option === 'yes' ? value === true : value === false)}
          onToggle={(option) => onChange(option === 'yes')}
          onBlur={onBlur}
          error={error}
          disabled={disabled}
        />
      );
  }
}
