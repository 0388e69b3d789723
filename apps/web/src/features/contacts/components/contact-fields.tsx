import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@ticketmela/domain';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import User from 'lucide-react/icons/user';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldShell, inputClasses, TextField } from '@/components/ui/field';

export const CONTACT_FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

export function isContactField(field: string | undefined): field is ContactFieldName {
  return (CONTACT_FIELD_NAMES as readonly string[]).includes(field ?? '');
}

export interface ContactFieldsProps {
  /** Each field's react-hook-form registration, plus the honeypot's. */
  fields: Record<ContactFieldName | 'website', UseFormRegisterReturn>;
  errors: Partial<Record<ContactFieldName, string | undefined>>;
  subjects: readonly string[];
  messageRows: number;
  messagePlaceholder: string;
}

/**
 * Name*, Email*, Phone Number, Subject* and Message* of both contact forms, and a honeypot field people never see
 * (a bot that fills it is answered as usual, and nothing is stored). What people type is sent and shown as text.
 */
export function ContactFields({
  fields,
  errors,
  subjects,
  messageRows,
  messagePlaceholder,
}: ContactFieldsProps) {
  const subjectId = useId();
  const messageId = useId();
  const trapId = useId();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Your full name"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          icon={<User aria-hidden="true" className="size-4" />}
          required
          error={errors.name}
          {...fields.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          icon={<Mail aria-hidden="true" className="size-4" />}
          required
          error={errors.email}
          {...fields.email}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          icon={<Phone aria-hidden="true" className="size-4" />}
          error={errors.phone}
          {...fields.phone}
        />
        <FieldShell id={subjectId} label="Subject" required error={errors.subject}>
          <select
            id={subjectId}
            aria-required="true"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy(subjectId, errors.subject)}
            className={inputClasses(Boolean(errors.subject))}
            {...fields.subject}
          >
            <option value="">Select a subject</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <FieldShell id={messageId} label="Message" required error={errors.message}>
        <textarea
          id={messageId}
          rows={messageRows}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={messagePlaceholder}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(messageId, errors.message)}
          className={inputClasses(Boolean(errors.message), 'resize-y')}
          {...fields.message}
        />
      </FieldShell>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...fields.website} />
      </div>
    </>
  );
}
