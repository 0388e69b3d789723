import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionList } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventPath, saleSetupKeys } from './keys';

/** GET /events/{id}/questions: the questions the checkout asks, in order. */
export function getQuestions(eventId: string, signal?: AbortSignal): Promise<QuestionList> {
  return apiClient.get<QuestionList>(`${eventPath(eventId)}/questions`, { signal });
}

export function questionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: saleSetupKeys.questions(eventId),
    queryFn: ({ signal }) => getQuestions(eventId, signal),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export function useQuestions(eventId: string) {
  return useQuery(questionsQueryOptions(eventId));
}
