import { plural, t } from '@lingui/core/macro';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { checkInKeys } from '../api/keys';
import { apiAnswers, isConnectionFailure } from './connectivity';
import type { DoorEngine, DoorSnapshot, OfflineVerdict } from './door-engine';
import { doorEngineFor, openDoorStore } from './door-engines';
import type { SyncReport } from './door-store';
import { registerDoorWorker } from './register-door-worker';

/** While online the list is fetched again this often, so a cancellation reaches the door (issue 16). */
export const LIST_REFRESH_MS = 60_000;
/** In offline mode with the browser online, how often the door asks whether the API answers again. */
const PROBE_MS = 5_000;

export type DoorMode = 'online' | 'offline';

const NO_ENGINE: DoorSnapshot = { list: null, pending: 0, reports: [], syncing: false };
const noSubscription = () => () => {};

/** A sync's report as a toast; `eventTitle` names the event when it is not the one on screen. */
function reportLine(report: SyncReport, eventTitle?: string): string {
  const ticket = report.ticketId ?? t`A ticket`;
  const { message } = report;
  const line =
    report.outcome === 'refused'
      ? message
        ? t`Admitted offline but refused: ${ticket} (${message})`
        : t`Admitted offline but refused: ${ticket}`
      : t`Double entry: ${ticket} was admitted at two doors`;
  return eventTitle ? `${eventTitle}: ${line}` : line;
}

/**
 * Uploads the scans queued at the doors of events other than `currentEventId` (the organizer left that door's page
 * before the network came back); stops at the first connection failure, the scans staying queued. Each event's
 * upload is its engine's own sync, so the nonces and the order are the same as from that event's page.
 */
async function syncOtherDoors(
  currentEventId: string | null,
  onSynced: (eventId: string, title: string, uploaded: number, reports: SyncReport[]) => void,
  shouldStop: () => boolean,
): Promise<void> {
  const store = await openDoorStore().catch(() => null);
  if (!store) return;
  for (const eventId of await store.eventsWithQueuedScans()) {
    if (shouldStop()) return;
    if (eventId === currentEventId) continue;
    try {
      const door = await doorEngineFor(eventId);
      const waiting = door.getSnapshot().pending;
      const reports = await door.sync();
      const uploaded = waiting - door.getSnapshot().pending;
      onSynced(eventId, door.getSnapshot().list?.eventTitle ?? t`Another event`, uploaded, reports);
    } catch (error) {
      if (isConnectionFailure(error)) return;
      toast.error(errorMessage(error, t`The scans could not be synced`), { id: 'door-sync' });
      return;
    }
  }
}

/**
 * The verify page's offline door: opens the event's engine, follows the network (the browser's online/offline
 * events, a slow answer reported by a scan), uploads the queue and refreshes the list whenever the API answers,
 * and decides scans locally in offline mode.
 */
export function useOfflineDoor(eventId: string | null) {
  const queryClient = useQueryClient();
  const [engine, setEngine] = useState<DoorEngine | null>(null);
  const [mode, setMode] = useState<DoorMode>(() => (navigator.onLine ? 'online' : 'offline'));
  const [busy, setBusy] = useState(false);
  const snapshot = useSyncExternalStore(
    engine?.subscribe ?? noSubscription,
    engine?.getSnapshot ?? (() => NO_ENGINE),
  );
  const engineRef = useRef(engine);
  engineRef.current = engine;

  useEffect(registerDoorWorker, []);

  // The page's queries follow the door's mode: in offline mode they wait instead of failing (a slow network is
  // 'online' to the browser), and they fetch again as soon as the door is back online. Leaving the page hands
  // them back to the browser's own online/offline events.
  useEffect(() => {
    onlineManager.setOnline(mode === 'online');
  }, [mode]);
  useEffect(() => () => onlineManager.setOnline(navigator.onLine), []);

  useEffect(() => {
    setEngine(null);
    if (!eventId) return;
    let current = true;
    doorEngineFor(eventId)
      .then((opened) => {
        if (current) setEngine(opened);
      })
      .catch(() => {
        if (current)
          toast.error(t`This browser cannot keep a check-in list offline.`, { id: 'door-storage' });
      });
    return () => {
      current = false;
    };
  }, [eventId]);

  /** Uploads the queue and refreshes the list (when one was downloaded); false when the network failed. */
  const reconcile = useCallback(
    async (door: DoorEngine): Promise<boolean> => {
      try {
        const reports = await door.sync();
        for (const report of reports) toast.error(reportLine(report), { duration: 8_000 });
        if (door.getSnapshot().list) await door.refreshList();
        void queryClient.invalidateQueries({ queryKey: checkInKeys.event(door.eventId) });
        return true;
      } catch (error) {
        if (isConnectionFailure(error)) return false;
        // The server refused the upload itself (signed out, say): the scans stay queued, the organizer is told.
        toast.error(errorMessage(error, t`The scans could not be synced`), { id: 'door-sync' });
        return true;
      }
    },
    [queryClient],
  );

  // Online: sync what is queued, then keep the list fresh. Offline mode with the browser online (a slow network):
  // ask every few seconds whether the API answers again, and leave offline mode once it does and the queue is up.
  useEffect(() => {
    if (!engine) return;
    let stopped = false;
    const goOffline = () => setMode('offline');
    const tryOnline = async () => {
      if (!(await apiAnswers()) || stopped) return;
      if ((await reconcile(engine)) && !stopped) setMode('online');
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', tryOnline);
    let timer: ReturnType<typeof setInterval>;
    if (mode === 'offline') {
      void tryOnline();
      timer = setInterval(() => void tryOnline(), PROBE_MS);
    } else {
      if (engine.getSnapshot().pending > 0) void reconcile(engine).then((ok) => ok || stopped || goOffline());
      timer = setInterval(() => {
        if (!engine.getSnapshot().list && engine.getSnapshot().pending === 0) return;
        void reconcile(engine).then((ok) => ok || stopped || goOffline());
      }, LIST_REFRESH_MS);
    }
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', tryOnline);
    };
  }, [engine, mode, reconcile]);

  // Without an engine (the picker, no event chosen yet) the mode follows the browser's online and offline events, so
  // a page opened offline leaves offline mode, and its queries run again, once the network is back.
  useEffect(() => {
    if (engine) return;
    const follow = () => setMode(navigator.onLine ? 'online' : 'offline');
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
  }, [engine]);

  // Scans left queued at other events' doors (the organizer moved on before the network came back) go up from
  // whichever door page is open, each time it is, or comes back, online.
  useEffect(() => {
    if (mode !== 'online') return;
    let stopped = false;
    void syncOtherDoors(
      eventId,
      (otherEventId, title, uploaded, reports) => {
        if (uploaded > 0) {
          toast.success(t`${title}: ${plural(uploaded, { one: '# scan synced', other: '# scans synced' })}`, {
            id: `door-sync-${otherEventId}`,
          });
        }
        for (const report of reports) toast.error(reportLine(report, title), { duration: 8_000 });
        void queryClient.invalidateQueries({ queryKey: checkInKeys.event(otherEventId) });
      },
      () => stopped,
    );
    return () => {
      stopped = true;
    };
  }, [eventId, mode, queryClient]);

  const download = useCallback(async () => {
    const door = engineRef.current;
    if (!door) return;
    setBusy(true);
    try {
      await door.refreshList();
      void queryClient.invalidateQueries({ queryKey: checkInKeys.deviceEvents });
      toast.success(t`Check-in list saved on this device`, { id: 'door-list' });
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to download the check-in list`), { id: 'door-list' });
      if (isConnectionFailure(error)) setMode('offline');
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  const syncNow = useCallback(async () => {
    const door = engineRef.current;
    if (door && !(await reconcile(door))) setMode('offline');
  }, [reconcile]);

  /** Decides a scan on this device; `given` carries the nonce and time of an online try that got no answer. */
  const decideOffline = useCallback(
    async (qrData: string, given?: { nonce: string; scannedAt: string }): Promise<OfflineVerdict | null> => {
      setMode('offline');
      const door = engineRef.current ?? (eventId ? await doorEngineFor(eventId).catch(() => null) : null);
      return door ? door.scan(qrData, given) : null;
    },
    [eventId],
  );

  return {
    mode,
    snapshot,
    ready: engine !== null,
    deviceId: engine?.deviceId ?? null,
    downloading: busy,
    download,
    syncNow,
    decideOffline,
  };
}

export type OfflineDoor = ReturnType<typeof useOfflineDoor>;
