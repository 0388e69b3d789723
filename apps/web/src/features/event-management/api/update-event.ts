import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventFormValues, EventMutationResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { buildEventFormData } from './event-form-data';

export interface UpdateEventInput {
  id: string;
  values: EventFormValues;
  /** A new photo replaces the current one. */
  photo: File | null;
  /** Remove the current photo (when no new one is chosen). */
  removePhoto: boolean;
}

/** PATCH /events/{id} (multipart): the whole form each time, never a partial update. */
export function updateEvent({
  id,
  values,
  photo,
  removePhoto,
}: UpdateEventInput): Promise<EventMutationResponse> {
  return apiClient.patch<EventMutationResponse>(
    `/events/${encodeURIComponent(id)}`,
    buildEventFormData(values, { photo, removePhoto }),
  );
}

export function useUpdateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsRoot }),
  });
}
