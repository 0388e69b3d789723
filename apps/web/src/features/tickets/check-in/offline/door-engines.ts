import { getDoorList, syncDoorScans } from '../api/door-list';
import { doorDeviceId } from './device-id';
import { DoorEngine } from './door-engine';
import { DoorStore } from './door-store';

let store: Promise<DoorStore> | null = null;
const engines = new Map<string, Promise<DoorEngine>>();

/** The door engine of one event, loaded from this device's storage; one per event for the page's lifetime. */
export function doorEngineFor(eventId: string): Promise<DoorEngine> {
  const known = engines.get(eventId);
  if (known) return known;
  store ??= DoorStore.open();
  const opened = store.then(async (doorStore) => {
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
