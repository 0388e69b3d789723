import {
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
} from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { type ReactNode, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { FieldShell, inputClasses } from '@/components/ui/field';
import { Modal, ModalClose } from '@/components/ui/modal';
import { formatIndianDateTime } from '@/lib/format';
import { useUpdateContactStatusMutation } from '../api/update-contact-status';
import { STATUS_UPDATE_FAILED_MESSAGE, STATUS_UPDATED_MESSAGE } from './contact-messages';
import { ContactStatusBadge } from './contact-status-badge';
import { inquiryReplyMailto, telHref } from './reply-links';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * 'View & Respond': the event asked about, the person with Email (a reply draft naming the event) and Call, the
 * subject and message, and the organizer's Status and Internal Notes. Text is shown as text, never as HTML.
 */
export function InquiryDialog({ contact, onClose }: { contact: ContactMessage | null; onClose: () => void }) {
  const mutation = useUpdateContactStatusMutation();
  const formId = useId();
  const statusId = useId();
  const notesId = useId();
  const [status, setStatus] = useState<ContactStatus>('pending');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!contact) return;
    setStatus(contact.status);
    setNotes(contact.adminNotes ?? '');
  }, [contact]);

  const busy = mutation.isPending;

  function submit() {
    if (!contact || busy) return;
    mutation.mutate(
      { id: contact._id, status, adminNotes: notes },
      {
        onSuccess: () => {
          toast.success(STATUS_UPDATED_MESSAGE);
          onClose();
        },
        onError: () => toast.error(STATUS_UPDATE_FAILED_MESSAGE),
      },
    );
  }

  return (
    <Modal
      open={contact !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Respond to Inquiry"
      description={contact?.eventId ? `About "${contact.eventId.title}"` : undefined}
      size="lg"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            Cancel
          </ModalClose>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Updating...' : 'Update Status'}
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
              href={inquiryReplyMailto(contact)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Mail aria-hidden="true" className="size-4" />
              Email<span className="sr-only"> {contact.name}</span>
            </a>
            {contact.phone ? (
              <a href={telHref(contact.phone)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <Phone aria-hidden="true" className="size-4" />
                Call<span className="sr-only"> {contact.name}</span>
              </a>
            ) : null}
            <span className="ml-auto">
              <ContactStatusBadge status={contact.status} />
            </span>
          </div>

          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Name">{contact.name}</Detail>
            <Detail label="Email">{contact.email}</Detail>
            <Detail label="Phone">{contact.phone || 'Not provided'}</Detail>
            <Detail label="Received">{formatIndianDateTime(contact.createdAt)}</Detail>
            <Detail label="Subject" wide>
              {contact.subject}
            </Detail>
            <Detail label="Message" wide>
              <span className="block rounded-xl bg-stone-50 p-3 whitespace-pre-line ring-1 ring-gray-200 ring-inset">
                {contact.message}
              </span>
            </Detail>
          </dl>

          <form
            id={formId}
            noValidate
            className="space-y-4 border-t border-gray-200 pt-5"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FieldShell id={statusId} label="Status">
              <select
                id={statusId}
                value={status}
                onChange={(event) => setStatus(event.target.value as ContactStatus)}
                disabled={busy}
                className={inputClasses(false, 'sm:max-w-xs')}
              >
                {CONTACT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {CONTACT_STATUS_LABELS[value]}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell
              id={notesId}
              label="Internal Notes"
              hint="Only you and the TicketMela team see these notes."
            >
              <textarea
                id={notesId}
                rows={4}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                maxLength={CONTACT_NOTES_MAX_LENGTH}
                placeholder="Add internal notes about this inquiry..."
                aria-describedby={`${notesId}-hint`}
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
