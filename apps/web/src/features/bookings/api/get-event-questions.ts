import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionList } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** GET /events/{id}/questions (anyone): the organizer's questions the checkout asks. */
export function getEventQuestions(eventId: string, signal?: AbortSignal): Promise<QuestionList> {
  return apiClient.get<QuestionList>(`/events/${encodeURIComponent(eventId)}/questions`, { signal });
}

export function eventQuestionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: bookingKeys.eventQuestions(eventId),
    queryFn: ({ signal }) => getEventQuestions(eventId, signal),
    select: (list) => list.questions,
  });
}

export function useEventQuestions(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventQuestionsQueryOptions(eventId), enabled });
}
