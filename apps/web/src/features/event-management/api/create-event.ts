import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventFormValues, EventMutationResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { buildEventFormData } from './event-form-data';

export interface CreateEventInput {
  values: EventFormValues;
  photo: File | null;
}

/** POST /events (multipart). A first event makes an ordinary user an organizer (docs/decisions/0007). */
export function createEvent({ values, photo }: CreateEventInput): Promise<EventMutationResponse> {
  return apiClient.post<EventMutationResponse>('/events', buildEventFormData(values, { photo }));
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsRoot }),
  });
}
