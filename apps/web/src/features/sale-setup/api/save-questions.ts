import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionList, QuestionListBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { eventPath, saleSetupKeys } from './keys';

/**
 * PUT /events/{id}/questions: the whole list in order (at most 10). Edited questions keep their _id; one left out is
 * retired, its answers kept.
 */
export function saveQuestions(
  eventId: string,
  body: QuestionListBody,
): Promise<QuestionList & { message: string }> {
  return apiClient.put<QuestionList & { message: string }>(`${eventPath(eventId)}/questions`, body);
}

export function useSaveQuestionsMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionListBody) => saveQuestions(eventId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData<QuestionList>(saleSetupKeys.questions(eventId), {
        questions: saved.questions,
      });
      // The event page's checkout asks them: its cached copy (under the events root) is refreshed too.
      await queryClient.invalidateQueries({
        queryKey: eventsRoot,
        predicate: (query) => !query.queryKey.includes('sale-setup'),
      });
    },
  });
}
