import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EVENT_INQUIRY_SUBJECTS,
  type EventInquiryBody,
  EventInquiryBodySchema,
  type EventInquiryForm,
  type EventInquirySubject,
} from '@ticketmela/domain';
import Send from 'lucide-react/icons/send';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { useSession } from '@/lib/session';
import { useSendEventInquiryMutation } from '../api/send-event-inquiry';
import { ContactFields, showSendFailure } from './contact-fields';
import { INQUIRY_SENT_MESSAGE } from './contact-messages';

export interface ContactOrganizerDialogProps {
  event: { _id: string; title: string; organizerId: { name: string } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Contact Organizer modal: the visitor's name, e-mail, optional phone, one of the spec's subjects and a message,
 * prefilled from the signed-in user. The organizer answers from their inbox; their address is never shown here.
 */
export function ContactOrganizerDialog({ event, open, onOpenChange }: ContactOrganizerDialogProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const mutation = useSendEventInquiryMutation();
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EventInquiryForm, unknown, EventInquiryBody>({ resolver: zodResolver(EventInquiryBodySchema) });

  // Prefilled each time it opens; a profile refresh while the visitor types must not wipe their message.
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (!open) return;
    const signedIn = userRef.current;
    reset({
      name: signedIn?.name ?? '',
      email: signedIn?.email ?? '',
      phone: signedIn?.phone ?? '',
      // '' is the 'Select a subject' option; the schema refuses it with 'Please select a subject'.
      subject: '' as EventInquirySubject,
      message: '',
      website: '',
    });
  }, [open, reset]);

  const busy = mutation.isPending;

  const onSubmit = handleSubmit((body) => {
    if (busy) return;
    mutation.mutate(
      { eventId: event._id, body },
      {
        onSuccess: () => {
          toast.success(i18n._(INQUIRY_SENT_MESSAGE));
          onOpenChange(false);
        },
        onError: (error) => showSendFailure(error, setError),
      },
    );
  });

  const organizer = event.organizerId.name;
  const eventTitle = event.title;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Contact Organizer`}
      description={t`Ask ${organizer} about "${eventTitle}". They reply to the email address you give.`}
      size="lg"
      locked={busy}
      footer={
        <>
          <ModalClose className={buttonClasses({ variant: 'outline' })} disabled={busy}>
            <Trans>Cancel</Trans>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            busy={busy}
            icon={<Send aria-hidden="true" className="size-4" />}
          >
            {busy ? t`Sending...` : t`Send Message`}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="relative space-y-4">
        <ContactFields
          legend={t`Your message to the organizer`}
          disabled={busy}
          register={register}
          errors={errors}
          subjects={EVENT_INQUIRY_SUBJECTS}
          messageRows={5}
          messagePlaceholder={t`Your question for the organizer`}
        />
      </form>
    </Modal>
  );
}
