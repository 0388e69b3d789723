import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionList } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/** GET /events/{id}/questions (anyone): the organizer's questions, asked for the tickets an offer holds. */
export function getOfferQuestions(eventId: string, signal?: AbortSignal): Promise<QuestionList> {
  return apiClient.get<QuestionList>(`/events/${encodeURIComponent(eventId)}/questions`, { signal });
}

export function offerQuestionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: waitlistKeys.questions(eventId),
    queryFn: ({ signal }) => getOfferQuestions(eventId, signal),
    select: (list) => list.questions,
  });
}

export function useOfferQuestions(eventId: string) {
  return useQuery(offerQuestionsQueryOptions(eventId));
}
