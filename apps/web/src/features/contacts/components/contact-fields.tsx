import { i18n as appI18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@ticketmela/domain';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import User from 'lucide-react/icons/user';
import { useId } from 'react';
import type { ErrorOption, UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { describedBy, FieldShell, inputClasses, TextField } from '@/components/ui/field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { subjectText } from './contact-labels';
import { SEND_FAILED_MESSAGE } from './contact-messages';

export const CONTACT_FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

function isContactField(field: string | undefined): field is ContactFieldName {
  return (CONTACT_FIELD_NAMES as readonly string[]).includes(field ?? '');
}

/**
 * A send the server refused: its message under the field it names (focused), otherwise in a toast; without a message
 * of its own, 'Failed to send message. Please try again.'
 */
export function showSendFailure(
  error: unknown,
  setError: (field: ContactFieldName, error: ErrorOption, options: { shouldFocus: boolean }) => void,
): void {
  const message = errorMessage(error, appI18n._(SEND_FAILED_MESSAGE));
  if (isApiError(error) && isContactField(error.field)) {
    setError(error.field, { type: 'server', message }, { shouldFocus: true });
  } else {
    toast.error(message);
  }
}

export interface ContactFieldsProps {
  /** The group's name for screen readers. */
  legend: string;
  /** While the message is being sent. */
  disabled: boolean;
  /** The form's react-hook-form `register`: the five fields and the honeypot 'website'. */
  register: (name: ContactFieldName | 'website') => UseFormRegisterReturn;
  /** The form's `formState.errors`. */
  errors: Partial<Record<ContactFieldName, { message?: string | undefined } | undefined>>;
  subjects: readonly string[];
  messageRows: number;
  messagePlaceholder: string;
}

/**
 * Name*, Email*, Phone Number, Subject* and Message* of both contact forms, and a honeypot field people never see
 * (a bot that fills it is answered as usual, and nothing is stored). What people type is sent and shown as text.
 */
export function ContactFields({
  legend,
  disabled,
  register,
  errors,
  subjects,
  messageRows,
  messagePlaceholder,
}: ContactFieldsProps) {
  const { t, i18n } = useLingui();
  const subjectId = useId();
  const messageId = useId();
  const trapId = useId();
  const subjectError = errors.subject?.message;
  const messageError = errors.message?.message;

  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Name`}
          autoComplete="name"
          placeholder={t`Your full name`}
          maxLength={CONTACT_NAME_MAX_LENGTH}
          icon={<User aria-hidden="true" className="size-4" />}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          icon={<Mail aria-hidden="true" className="size-4" />}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t`Phone Number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t`10-digit mobile number`}
          icon={<Phone aria-hidden="true" className="size-4" />}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FieldShell id={subjectId} label={t`Subject`} required error={subjectError}>
          <select
            id={subjectId}
            aria-required="true"
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={describedBy(subjectId, subjectError)}
            className={inputClasses(Boolean(subjectError))}
            {...register('subject')}
          >
            <option value="">
              <Trans>Select a subject</Trans>
            </option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subjectText(i18n, subject)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <FieldShell id={messageId} label={t`Message`} required error={messageError}>
        <textarea
          id={messageId}
          rows={messageRows}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={messagePlaceholder}
          aria-required="true"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(messageId, messageError)}
          className={inputClasses(Boolean(messageError), 'resize-y')}
          {...register('message')}
        />
      </FieldShell>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={trapId}>
          <Trans>Leave this field empty</Trans>
        </label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
    </fieldset>
  );
}
