import type { DoorList, DoorSyncBody, DoorSyncResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * GET /bookings/event/{id}/door-list: the event's check-in list, sealed (organizer of the event or admin). With
 * `since` (the generatedAt of the list this device holds) the server may answer only what changed (`delta: true`).
 */
export function getDoorList(eventId: string, since?: string): Promise<DoorList> {
  return apiClient.get<DoorList>(`/bookings/event/${encodeURIComponent(eventId)}/door-list`, {
    query: { since },
  });
}

/** POST /bookings/door-sync: this device's queued scans, in scan order; one result per scan. */
export function syncDoorScans(body: DoorSyncBody): Promise<DoorSyncResponse> {
  return apiClient.post<DoorSyncResponse>('/bookings/door-sync', body);
}
