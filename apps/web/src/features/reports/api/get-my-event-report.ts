import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEventReport } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { reportKeys } from './keys';

/** GET /reports/event/{id}/mine: whether the signed-in user has already reported the event. */
export function getMyEventReport(eventId: string, signal?: AbortSignal): Promise<MyEventReport> {
  return apiClient.get<MyEventReport>(`/reports/event/${encodeURIComponent(eventId)}/mine`, { signal });
}

export function myEventReportQueryOptions(userId: string, eventId: string) {
  return queryOptions({
    queryKey: reportKeys.mine(userId, eventId),
    queryFn: ({ signal }) => getMyEventReport(eventId, signal),
  });
}

/** Asked only for a signed-in user (`userId`); visitors are not offered Report Event at all. */
export function useMyEventReport(userId: string | undefined, eventId: string) {
  return useQuery({ ...myEventReportQueryOptions(userId ?? '', eventId), enabled: userId !== undefined });
}
