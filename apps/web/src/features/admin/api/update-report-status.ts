import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, UpdateReportStatusBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface UpdateReportStatusInput extends UpdateReportStatusBody {
  id: string;
}

/** PATCH /reports/{id}: the new status, with the admin's notes when there are any. */
export function updateReportStatus({ id, status, adminNotes }: UpdateReportStatusInput): Promise<Report> {
  const notes = adminNotes?.trim();
  const body: UpdateReportStatusBody = notes ? { status, adminNotes: notes } : { status };
  return apiClient.patch<Report>(`/reports/${encodeURIComponent(id)}`, body);
}

export function useUpdateReportStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.flaggedEvents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
}
