import { getDoorList, syncDoorScans } from '../api/door-list';
import { doorDeviceId } from './device-id';
import { DoorEngine } from './door-engine';
import { DoorStore } from './door-store';

let store: Promise<DoorStore> | null = null;
const engines = new Map<string, Promise<DoorEngine>>();

/** This device's door storage, opened once for the page's lifetime (a failure is not kept: the next call retries). */
export function openDoorStore(): Promise<DoorStore> {
  if (!store) {
    const opened = DoorStore.open();
    opened.catch(() => {
      if (store === opened) store = null;
    });
    store = opened;
  }
  return store;
}

/** The door engine of one event, loaded from this device's storage; one per event for the page's lifetime. */
export function doorEngineFor(eventId: string): Promise<DoorEngine> {
  const known = engines.get(eventId);
  if (known) return known;
  const opened = openDoorStore().then(async (doorStore) => {
    const engine = new DoorEngine({
      eventId,
      deviceId: doorDeviceId(),
      store: doorStore,
      server: { doorList: getDoorList, sync: syncDoorScans },
    });
    await engine.load();
    return engine;
  });
  // A failure (IndexedDB refused, say in a private window of an old browser) is not kept: the next visit tries again.
  opened.catch(() => engines.delete(eventId));
  engines.set(eventId, opened);
  return opened;
}
