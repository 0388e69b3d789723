import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createEventFormSchema,
  type Event,
  type EventFormInput,
  EventFormSchema,
  type EventFormValues,
  pinFarFromCity,
  toIndiaDateTimeLocal,
} from '@ticketmela/domain';
import ImageIcon from 'lucide-react/icons/image';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import Ticket from 'lucide-react/icons/ticket';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateEventMutation } from '../api/create-event';
import { useUpdateEventMutation } from '../api/update-event';
import type { CategoryChoices } from './category-select';
import { EventDetailsSection } from './event-details-section';
import { initialValues, soldSeatsOf } from './event-form-initial-state';
import { isEventFormField } from './event-form-rules';
import { FormSection } from './form-controls';
import { NO_PHOTO_CHANGE, PhotoField, type PhotoState } from './photo-field';
import { PricingSection } from './pricing-section';
import { RefundPolicySection } from './refund-policy-section';
import { useStateFollowsCity } from './use-state-follows-city';
import { VenueLocationSection } from './venue-location-section';
import { PinFarFromCityNote } from './venue-picker/pin-far-from-city-note';

export interface EventFormProps {
  /** The event being edited; absent when creating. */
  event?: Event | undefined;
  categories: CategoryChoices;
  /** Called after a successful create, before going back to the dashboard. */
  onCreated?: () => void;
}

/** The event create and edit form (organizer-admin spec §2 and §5); the domain schema holds every rule. */
export function EventForm({ event, categories, onCreated }: EventFormProps) {
  const { t } = useLingui();
  const editing = event !== undefined;
  const navigate = useNavigate();
  const createMutation = useCreateEventMutation();
  const updateMutation = useUpdateEventMutation();
  const [photo, setPhoto] = useState<PhotoState>(NO_PHOTO_CHANGE);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const sold = useMemo(() => soldSeatsOf(event), [event]);
  const schema = useMemo(() => (editing ? EventFormSchema : createEventFormSchema()), [editing]);
  const [minDate] = useState(() => (editing ? undefined : toIndiaDateTimeLocal(new Date())));

  const form = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(event),
  });
  const {
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const city = watch('city') ?? '';
  // A warning, never a refusal: a venue may rightly sit outside the city it is listed under (decision 0035).
  const farPin = pinFarFromCity(city, watch('venue')?.coordinates);
  const farPinNoteId = useId();
  useStateFollowsCity(city, form);

  const onSubmit = handleSubmit(async (values) => {
    if (photoError) return;
    try {
      const response = event
        ? await updateMutation.mutateAsync({
            id: event._id,
            values,
            photo: photo.file,
            removePhoto: photo.removeExisting,
          })
        : await createMutation.mutateAsync({ values, photo: photo.file });
      setSaved(true);
      toast.success(
        response?.message || (editing ? t`Event updated successfully` : t`Event created successfully`),
      );
      if (!editing) onCreated?.();
      void navigate(paths.organizer);
    } catch (error) {
      const message = errorMessage(error, t`Submission failed`);
      toast.error(message);
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'photo') setPhotoError(message);
      else if (isEventFormField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  const busy = isSubmitting || createMutation.isPending || updateMutation.isPending;
  const showErrorSummary = submitCount > 0 && (Object.keys(errors).length > 0 || photoError !== null);

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-6"
        aria-label={editing ? t`Edit event` : t`Create event`}
      >
        <EventDetailsSection categories={categories} minDate={minDate} />

        <VenueLocationSection city={city} />

        <FormSection
          title={t`Tickets & Pricing`}
          description={t`One price for everyone, or up to 5 ticket categories.`}
          icon={<Ticket aria-hidden="true" className="size-5" />}
        >
          <PricingSection editing={editing} soldById={sold.byId} soldSeats={sold.total} />
        </FormSection>

        <FormSection
          title={t`Event Image`}
          description={t`Shown on the event's card and page.`}
          icon={<ImageIcon aria-hidden="true" className="size-5" />}
        >
          <PhotoField
            value={photo}
            onChange={setPhoto}
            existingPhotoUrl={event?.photo ?? null}
            error={photoError}
            onError={setPhotoError}
            disabled={busy}
          />
        </FormSection>

        <FormSection
          title={t`Refund Policy`}
          description={t`What attendees get back if they cancel their booking.`}
          icon={<ReceiptIndianRupee aria-hidden="true" className="size-5" />}
        >
          <RefundPolicySection />
        </FormSection>

        {showErrorSummary ? (
          <Alert>
            <Trans>Please correct the highlighted fields above.</Trans>
          </Alert>
        ) : null}
        <PinFarFromCityNote far={farPin} atSave id={farPinNoteId} />

        <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end">
          <Link to={paths.organizer} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <Trans>Cancel</Trans>
          </Link>
          <Button
            type="submit"
            size="lg"
            busy={busy}
            disabled={saved}
            aria-describedby={farPin ? farPinNoteId : undefined}
          >
            {editing ? (busy ? t`Updating...` : t`Update Event`) : busy ? t`Creating...` : t`Create Event`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
