import { useMutation } from '@tanstack/react-query';
import type { CreateReportBody, CreateReportResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/** POST /reports: the signed-in user reports an event (once per event; the server decides). */
export function createReport(body: CreateReportBody): Promise<CreateReportResponse> {
  return apiClient.post<CreateReportResponse>('/reports', body);
}

export function useCreateReportMutation() {
  return useMutation({ mutationFn: createReport });
}
