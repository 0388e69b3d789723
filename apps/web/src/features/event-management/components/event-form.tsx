import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Category,
  createEventFormSchema,
  EMPTY_EVENT_FORM,
  type Event,
  type EventFormInput,
  EventFormSchema,
  type EventFormValues,
  eventToFormInput,
  INDIAN_STATES,
  pinFarFromCity,
  stateCodeOfCity,
  toIndiaDateTimeLocal,
} from '@ticketmela/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ImageIcon from 'lucide-react/icons/image';
import MapPinned from 'lucide-react/icons/map-pinned';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import Ticket from 'lucide-react/icons/ticket';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateEventMutation } from '../api/create-event';
import { useUpdateEventMutation } from '../api/update-event';
import { isEventFormField } from './event-form-rules';
import { FormSection } from './form-controls';
import { NO_PHOTO_CHANGE, PhotoField, type PhotoState } from './photo-field';
import { PricingSection } from './pricing-section';
import { RefundPolicySection } from './refund-policy-section';
import type { SoldSeatsById } from './ticket-category-rows';
import { PinFarFromCityNote } from './venue-picker/pin-far-from-city-note';
import type { VenueValue } from './venue-picker/types';
import { VenuePicker } from './venue-picker/venue-picker';

/** The categories for the Category select, loaded by the screen around the form. */
export interface CategoryChoices {
  categories: Category[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface EventFormProps {
  /** The event being edited; absent when creating. */
  event?: Event | undefined;
  categories: CategoryChoices;
  /** Called after a successful create, before going back to the dashboard. */
  onCreated?: () => void;
}

function toVenueValue(venue: EventFormInput['venue']): VenueValue | null {
  if (!venue) return null;
  return {
    name: venue.name ?? '',
    address: venue.address ?? null,
    coordinates: venue.coordinates ?? null,
    placeId: venue.placeId ?? null,
  };
}

function soldSeatsOf(event: Event | undefined): { total: number; byId: SoldSeatsById } {
  if (!event) return { total: 0, byId: {} };
  const byId: SoldSeatsById = {};
  for (const category of event.ticketCategories)
    byId[category._id] = category.totalSeats - category.availableSeats;
  return { total: event.totalSeats - event.availableSeats, byId };
}

function initialValues(event: Event | undefined): EventFormInput {
  if (!event) return structuredClone(EMPTY_EVENT_FORM) as EventFormInput;
  const values = eventToFormInput(event);
  // An event made before states were asked has none: show the one its city names, as the server would take it.
  return { ...values, stateCode: values.stateCode || (stateCodeOfCity(event.city) ?? '') };
}

/**
 * The venue's state follows the city (Mumbai: Maharashtra) while it is blank or still the one the city before named;
 * a state the organizer chose for another reason stays as they chose it.
 */
function useStateFollowsCity(city: string, form: UseFormReturn<EventFormInput, unknown, EventFormValues>) {
  const previousCity = useRef(city);
  useEffect(() => {
    const before = previousCity.current;
    previousCity.current = city;
    if (before === city) return;
    const current = form.getValues('stateCode') ?? '';
    if (current !== '' && current !== stateCodeOfCity(before)) return;
    form.setValue('stateCode', stateCodeOfCity(city) ?? '', {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }, [city, form]);
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
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitted, submitCount },
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
        <FormSection
          title={t`Event Details`}
          description={t`What it is, when and where.`}
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
        >
          <TextField
            label={t`Event Title`}
            required
            maxLength={200}
            placeholder={t`e.g. Sufi Night at the Fort`}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={t`Description`}
            required
            rows={5}
            maxLength={5000}
            placeholder={t`Tell attendees what to expect: performers, schedule, what to bring...`}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`Event Date & Time`}
              required
              type="datetime-local"
              min={minDate}
              hint={t`India Standard Time (IST)`}
              error={errors.date?.message}
              {...register('date')}
            />
            <div className="space-y-2">
              <SelectField
                label={t`Category`}
                required
                disabled={categories.loading}
                error={errors.categoryId?.message}
                {...register('categoryId')}
              >
                <option value="">
                  {categories.loading ? t`Loading categories...` : t`Select a category`}
                </option>
                {categories.categories.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
              {categories.failed ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
                  <Trans>The categories could not be loaded.</Trans>
                  <Button variant="outline" size="sm" onClick={categories.retry}>
                    <Trans>Try again</Trans>
                  </Button>
                </p>
              ) : null}
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t`City`}
              required
              maxLength={100}
              placeholder={t`e.g. Mumbai`}
              autoComplete="address-level2"
              hint={t`Filled in when you choose a place on the map; you can change it.`}
              error={errors.city?.message}
              {...register('city')}
            />
            <SelectField
              label={t`State`}
              required
              hint={t`The venue's state: tickets are taxed there. Filled in from the city; you can change it.`}
              error={errors.stateCode?.message}
              {...register('stateCode')}
            >
              <option value="">{t`Select the venue's state`}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {domainText(state.name)}
                </option>
              ))}
            </SelectField>
          </div>
        </FormSection>

        <FormSection
          title={t`Venue Location`}
          description={t`Search for the venue or click the map to pin it, then check its name.`}
          icon={<MapPinned aria-hidden="true" className="size-5" />}
        >
          <Controller
            control={control}
            name="venue"
            render={({ field, fieldState }) => (
              <VenuePicker
                value={toVenueValue(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                nameInputRef={field.ref}
                city={city}
                onCityFound={(found, source) => {
                  if (source === 'search' || !(getValues('city') ?? '').trim()) {
                    setValue('city', found, { shouldDirty: true, shouldValidate: isSubmitted });
                  }
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>

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
