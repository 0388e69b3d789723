import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportBody, CreateReportResponse, MyEventReport } from '@ticketmela/domain';
import { apiClient, isApiError } from '@/lib/api-client';
import { reportKeys } from './keys';

/** POST /reports: the signed-in user reports an event (once per event; the server decides). */
export function createReport(body: CreateReportBody): Promise<CreateReportResponse> {
  return apiClient.post<CreateReportResponse>('/reports', body);
}

/** Reports an event; the event page learns at once that it is reported (also when the server says it already was). */
export function useCreateReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: ({ report }) => {
      const mine: MyEventReport = { reported: true, reportedAt: report.createdAt };
      queryClient.setQueriesData({ queryKey: reportKeys.mineForEvent(report.eventId) }, mine);
    },
    onError: (error, body) => {
      if (isApiError(error) && error.code === 'ALREADY_REPORTED') {
        void queryClient.invalidateQueries({ queryKey: reportKeys.mineForEvent(body.eventId) });
      }
    },
  });
}
