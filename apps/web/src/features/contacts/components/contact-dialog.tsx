import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTACT_METHODS,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactMethod,
  type ContactStatus,
} from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { type ReactNode, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { FieldShell, inputClasses } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { formatIndianDateTime } from '@/lib/format';
import { useUpdateContactStatusMutation } from '../api/update-contact-status';
import { METHOD_LABELS, STATUS_LABELS, subjectText } from './contact-labels';
import { STATUS_UPDATE_FAILED_MESSAGE, STATUS_UPDATED_MESSAGE } from './contact-messages';
import { ContactStatusBadge } from './contact-status-badge';
import type { ContactView } from './contact-views';
import { replyMailto, telHref } from './reply-links';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

const METHOD_OPTIONS: (ContactMethod | '')[] = ['', ...CONTACT_METHODS];

/**
 * One message, opened from either inbox: the event asked about (inquiries), the person with Email (a reply draft) and
 * Call, the subject and message, and the form that records its Status, the admin's Contact Method and the notes.
 * Text is shown as text, never as HTML.
 */
export function ContactDialog({
  contact,
  view,
  onClose,
}: {
  contact: ContactMessage | null;
  view: ContactView;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const mutation = useUpdateContactStatusMutation();
  const formId = useId();
  const statusId = useId();
  const methodId = useId();
  const notesId = useId();
  const [status, setStatus] = useState<ContactStatus>('pending');
  const [method, setMethod] = useState<ContactMethod | ''>('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!contact) return;
    setStatus(contact.status);
    setMethod(contact.contactMethod ?? '');
    setNotes(contact.adminNotes ?? '');
  }, [contact]);

  const busy = mutation.isPending;

  function submit() {
    if (!contact || busy) return;
    mutation.mutate(
      {
        id: contact._id,
        status,
        adminNotes: notes,
        ...(view.asksContactMethod ? { contactMethod: method } : {}),
      },
      {
        onSuccess: () => {
          toast.success(i18n._(STATUS_UPDATED_MESSAGE));
          onClose();
        },
        onError: (error) =>
          view.explainsFailure
            ? toastFailure(i18n._(STATUS_UPDATE_FAILED_MESSAGE), error)
            : toast.error(i18n._(STATUS_UPDATE_FAILED_MESSAGE)),
      },
    );
  }

  // Email and Call name the person for screen readers where the view asks for it.
  const emailName = (name: string) => (view.namesReplyLinks ? t`Email ${name}` : undefined);
  const callName = (name: string) => (view.namesReplyLinks ? t`Call ${name}` : undefined);
  const eventTitle = contact?.eventId?.title;

  return (
    <Modal
      open={contact !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={i18n._(view.dialogTitle)}
      description={
        eventTitle !== undefined
          ? t`About "${eventTitle}"`
          : contact
            ? subjectText(i18n, contact.subject)
            : undefined
      }
      size="lg"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? t`Updating...` : i18n._(view.submitLabel)}
          </Button>
        </>
      }
    >
      {contact ? (
        <div className="space-y-6">
          {contact.eventId ? (
            <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-gray-900">{contact.eventId.title}</p>
                <p className="text-sm text-gray-700">{formatIndianDateTime(contact.eventId.date)}</p>
              </div>
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-2">
            <a
              href={replyMailto(contact)}
              aria-label={emailName(contact.name)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Mail aria-hidden="true" className="size-4" />
              <Trans>Email</Trans>
            </a>
            {contact.phone ? (
              <a
                href={telHref(contact.phone)}
                aria-label={callName(contact.name)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <Phone aria-hidden="true" className="size-4" />
                <Trans>Call</Trans>
              </a>
            ) : null}
            <span className="ml-auto">
              <ContactStatusBadge status={contact.status} />
            </span>
          </div>

          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t`Name`}>{contact.name}</Detail>
            <Detail label={t`Email`}>{contact.email}</Detail>
            <Detail label={t`Phone`}>{contact.phone || t`Not provided`}</Detail>
            <Detail label={i18n._(view.dateLabel)}>{formatIndianDateTime(contact.createdAt)}</Detail>
            <Detail label={t`Subject`} wide>
              {subjectText(i18n, contact.subject)}
            </Detail>
            <Detail label={t`Message`} wide>
              <span className="block rounded-xl bg-stone-50 p-3 whitespace-pre-line ring-1 ring-gray-200 ring-inset">
                {contact.message}
              </span>
            </Detail>
          </dl>

          <form
            id={formId}
            noValidate
            className="grid gap-4 border-t border-gray-200 pt-5 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FieldShell id={statusId} label={t`Status`}>
              <select
                id={statusId}
                value={status}
                onChange={(event) => setStatus(event.target.value as ContactStatus)}
                disabled={busy}
                className={inputClasses(false)}
              >
                {CONTACT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(STATUS_LABELS[value])}
                  </option>
                ))}
              </select>
            </FieldShell>
            {view.asksContactMethod ? (
              <FieldShell id={methodId} label={t`Contact Method`}>
                <select
                  id={methodId}
                  value={method}
                  onChange={(event) => setMethod(event.target.value as ContactMethod | '')}
                  disabled={busy}
                  className={inputClasses(false)}
                >
                  {METHOD_OPTIONS.map((value) => (
                    <option key={value || 'none'} value={value}>
                      {i18n._(METHOD_LABELS[value])}
                    </option>
                  ))}
                </select>
              </FieldShell>
            ) : null}
            <FieldShell
              id={notesId}
              label={i18n._(view.notesLabel)}
              hint={view.notesHint ? i18n._(view.notesHint) : undefined}
              className="sm:col-span-2"
            >
              <textarea
                id={notesId}
                rows={4}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                maxLength={CONTACT_NOTES_MAX_LENGTH}
                placeholder={i18n._(view.notesPlaceholder)}
                aria-describedby={view.notesHint ? `${notesId}-hint` : undefined}
                disabled={busy}
                className={inputClasses(false, 'resize-y')}
              />
            </FieldShell>
          </form>
        </div>
      ) : null}
    </Modal>
  );
}
