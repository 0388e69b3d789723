import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  GENERAL_CONTACT_SUBJECTS,
  type GeneralContactBody,
  GeneralContactBodySchema,
  type GeneralContactForm,
  type GeneralContactSubject,
} from '@ticketmela/domain';
import Send from 'lucide-react/icons/send';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useSendGeneralContactMutation } from '../api/send-general-contact';
import { ContactFields, showSendFailure } from './contact-fields';
import { GENERAL_SENT_MESSAGE } from './contact-messages';

const EMPTY_FORM: GeneralContactForm = {
  name: '',
  email: '',
  phone: '',
  // '' is the 'Select a subject' option; the schema refuses it with 'Please select a subject'.
  subject: '' as GeneralContactSubject,
  message: '',
  website: '',
};

/** The Contact Us form: sends a message to the platform, then clears itself. */
export function ContactUsForm() {
  const { t, i18n } = useLingui();
  const mutation = useSendGeneralContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GeneralContactForm, unknown, GeneralContactBody>({
    resolver: zodResolver(GeneralContactBodySchema),
    defaultValues: EMPTY_FORM,
  });

  const busy = mutation.isPending;

  const onSubmit = handleSubmit((body) => {
    if (busy) return;
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(i18n._(GENERAL_SENT_MESSAGE));
        reset(EMPTY_FORM);
      },
      onError: (error) => showSendFailure(error, setError),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Contact form`} className="relative space-y-4">
      <ContactFields
        legend={t`Your message`}
        disabled={busy}
        register={register}
        errors={errors}
        subjects={GENERAL_CONTACT_SUBJECTS}
        messageRows={6}
        messagePlaceholder={t`How can we help?`}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={busy}
        icon={<Send aria-hidden="true" className="size-4" />}
        className="sm:w-auto"
      >
        {busy ? t`Sending Message...` : t`Send Message`}
      </Button>
    </form>
  );
}
