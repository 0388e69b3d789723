import { useLingui } from '@lingui/react/macro';
import type { EventFormInput, EventFormValues } from '@ticketmela/domain';
import MapPinned from 'lucide-react/icons/map-pinned';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSection } from './form-controls';
import type { VenueValue } from './venue-picker/types';
import { VenuePicker } from './venue-picker/venue-picker';

function toVenueValue(venue: EventFormInput['venue']): VenueValue | null {
  if (!venue) return null;
  return {
    name: venue.name ?? '',
    address: venue.address ?? null,
    coordinates: venue.coordinates ?? null,
    placeId: venue.placeId ?? null,
  };
}

/** The form's Venue Location: the venue picker bound to the form's venue, filling the City from a chosen place. */
export function VenueLocationSection({ city }: { city: string }) {
  const { t } = useLingui();
  const {
    control,
    setValue,
    getValues,
    formState: { isSubmitted },
  } = useFormContext<EventFormInput, unknown, EventFormValues>();
  return (
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
  );
}
