import { type EventFormInput, type EventFormValues, stateCodeOfCity } from '@ticketmela/domain';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The venue's state follows the city (Mumbai: Maharashtra) while it is blank or still the one the city before named;
 * a state the organizer chose for another reason stays as they chose it.
 */
export function useStateFollowsCity(
  city: string,
  form: UseFormReturn<EventFormInput, unknown, EventFormValues>,
) {
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
