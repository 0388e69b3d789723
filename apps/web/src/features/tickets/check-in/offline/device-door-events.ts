import { useQuery } from '@tanstack/react-query';
import { checkInKeys } from '../api/keys';
import { openDoorStore } from './door-engines';
import type { StoredDoorEvent } from './door-store';

/**
 * The events whose check-in list was downloaded on this device: what the event picker offers when the server's list
 * of events cannot be had (no network). Read from IndexedDB, so it answers offline; none where storage is refused.
 */
export function useDeviceDoorEvents(enabled: boolean) {
  return useQuery({
    queryKey: checkInKeys.deviceEvents,
    queryFn: async (): Promise<StoredDoorEvent[]> => {
      const store = await openDoorStore().catch(() => null);
      return store ? store.storedEvents() : [];
    },
    enabled,
    networkMode: 'always',
    staleTime: 0,
  });
}
