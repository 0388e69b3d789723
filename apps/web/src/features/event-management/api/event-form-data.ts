import { type EventFormValues, eventFormFields } from '@ticketmela/domain';

export interface EventPhotoChange {
  /** A newly chosen photo, sent as the file field 'photo'. */
  photo: File | null;
  /** Edit only: remove the current photo (ignored when a new one is sent, which replaces it). */
  removePhoto?: boolean;
}

/** The multipart body of POST and PATCH /events: the domain's text fields, then the photo. */
export function buildEventFormData(
  values: EventFormValues,
  { photo, removePhoto }: EventPhotoChange,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(eventFormFields(values))) data.append(name, value);
  if (photo) data.append('photo', photo, photo.name);
  else if (removePhoto) data.append('removePhoto', 'true');
  return data;
}
