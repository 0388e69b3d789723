import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { TextField } from '@/components/ui/field';
import { VENUE_NAME_NEEDED, type VenueValue } from './types';

/** The venue's Venue Name and (optional) Venue Address, filled from the map or the search and always editable. */
export function VenueNameFields({
  venue,
  error,
  nameInputRef,
  onBlur,
  onNameChange,
  onAddressChange,
}: {
  venue: VenueValue;
  /** The form's error for the venue, shown under its name. */
  error: string | undefined;
  nameInputRef: Ref<HTMLInputElement> | undefined;
  onBlur: (() => void) | undefined;
  onNameChange: (name: string) => void;
  onAddressChange: (address: string) => void;
}) {
  const { t, i18n } = useLingui();
  // The pin is placed but the venue has no name yet (its address could not be looked up, say): the form's
  // 'select a venue using the map' would be wrong, so the name field asks for what is missing.
  const nameError = error && venue.coordinates && !venue.name.trim() ? i18n._(VENUE_NAME_NEEDED) : error;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        ref={nameInputRef}
        label={t`Venue Name`}
        required
        value={venue.name}
        onChange={(event) => onNameChange(event.target.value)}
        onBlur={onBlur}
        placeholder={t`e.g. Siri Fort Auditorium`}
        autoComplete="off"
        maxLength={200}
        error={nameError}
      />
      <TextField
        label={t`Venue Address`}
        value={venue.address ?? ''}
        onChange={(event) => onAddressChange(event.target.value)}
        placeholder={t`Street, area, PIN code`}
        autoComplete="off"
        maxLength={500}
        hint={t`Optional`}
      />
    </div>
  );
}
