import {
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactMethod,
  type ContactStatus,
} from '@ticketmela/domain';
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
import { replyMailto, telHref } from './contact-links';
import { ContactStatusBadge } from './status-badges';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

const METHOD_OPTIONS: (ContactMethod | '')[] = ['', ...CONTACT_METHODS];

/** The details of one general contact message, with the admin's Status, Contact Method and Admin Notes. */
export function ContactDetailsDialog({
  contact,
  onClose,
}: {
  contact: ContactMessage | null;
  onClose: () => void;
}) {
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

  function submit() {
    if (!contact) return;
    mutation.mutate(
      { id: contact._id, status, adminNotes: notes, contactMethod: method },
      {
        onSuccess: () => {
          toast.success('Contact status updated successfully');
          onClose();
        },
        onError: (error) => toastFailure('Failed to update contact status', error),
      },
    );
  }

  const busy = mutation.isPending;
  return (
    <Modal
      open={contact !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Contact Details"
      description={contact ? contact.subject : undefined}
      size="lg"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            Cancel
          </ModalClose>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Updating...' : 'Update Contact'}
          </Button>
        </>
      }
    >
      {contact ? (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-2">
            <a href={replyMailto(contact)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Mail aria-hidden="true" className="size-4" />
              Email
            </a>
            {contact.phone ? (
              <a href={telHref(contact.phone)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <Phone aria-hidden="true" className="size-4" />
                Call
              </a>
            ) : null}
            <span className="ml-auto self-center">
              <ContactStatusBadge status={contact.status} />
            </span>
          </div>

          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Name">{contact.name}</Detail>
            <Detail label="Email">{contact.email}</Detail>
            <Detail label="Phone">{contact.phone || 'Not provided'}</Detail>
            <Detail label="Submitted">{formatIndianDateTime(contact.createdAt)}</Detail>
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
            className="grid gap-4 border-t border-gray-200 pt-5 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) submit();
            }}
          >
            <FieldShell id={statusId} label="Status">
              <select
                id={statusId}
                value={status}
                onChange={(event) => setStatus(event.target.value as ContactStatus)}
                disabled={busy}
                className={inputClasses(false)}
              >
                {CONTACT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {CONTACT_STATUS_LABELS[value]}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={methodId} label="Contact Method">
              <select
                id={methodId}
                value={method}
                onChange={(event) => setMethod(event.target.value as ContactMethod | '')}
                disabled={busy}
                className={inputClasses(false)}
              >
                {METHOD_OPTIONS.map((value) => (
                  <option key={value || 'none'} value={value}>
                    {CONTACT_METHOD_LABELS[value]}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={notesId} label="Admin Notes" className="sm:col-span-2">
              <textarea
                id={notesId}
                rows={4}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                maxLength={CONTACT_NOTES_MAX_LENGTH}
                placeholder="Add internal notes about this contact..."
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
