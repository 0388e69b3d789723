import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  applyDoorListAnswer,
  checkTicketOffline,
  DOOR_SYNC_MAX_SCANS,
  type DoorEntry,
  type DoorList,
  type DoorListIndex,
  DoorListSchema,
  type DoorScan,
  DoorScanSchema,
  type DoorSyncBody,
  type DoorSyncResponse,
  type DoorSyncResult,
  type ErrorCode,
  indexDoorList,
} from '@ticketmela/domain';
import type { DoorStore, StoredDoorList, SyncReport } from './door-store';

/** What the door can ask the server for. */
export interface DoorServer {
  /** The event's list; with `since`, possibly only what changed since then (a delta). */
  doorList(eventId: string, since?: string): Promise<DoorList>;
  sync(body: DoorSyncBody): Promise<DoorSyncResponse>;
}

/** The door's local verdict on one scan. */
export type OfflineVerdict =
  | { verdict: 'admitted'; entry: DoorEntry; nonce: string }
  | { verdict: 'refused'; code: ErrorCode; message: string; entry: DoorEntry | null; nonce: string };

export interface DoorSnapshot {
  /** The downloaded list, or null before the first download on this device. */
  list: { eventTitle: string; entries: number; generatedAt: string; refreshedAt: string } | null;
  /** Scans made here that the server has not yet counted. */
  pending: number;
  /** Double entries and refused admissions the syncs reported, latest first. */
  reports: SyncReport[];
  syncing: boolean;
}

export interface DoorEngineOptions {
  eventId: string;
  deviceId: string;
  store: DoorStore;
  server: DoorServer;
  now?: () => Date;
  newNonce?: () => string;
}

export const NO_DOOR_LIST_MESSAGE = msg`No check-in list on this device: download it while online to check tickets without a network.`;

/**
 * What a sync reports to the organizer: a later admission (double entry), an offline admission the server refused,
 * and an admission of this door that was earlier than the one on record (it now stands; the other is the double).
 */
function isReported(result: DoorSyncResult): boolean {
  return result.outcome === 'double_entry' || result.outcome === 'refused' || result.code === 'DOUBLE_ENTRY';
}

/**
 * The door of one event without a network (issue 16, decision 0024): decides a scan from the downloaded list
 * (the domain's checkTicketOffline), refuses a second admission of a ticket on this device, queues every scan with
 * its nonce, this device's id and the device's time, and uploads the queue in order when asked to sync. A retried
 * upload resends the same nonces, so the server counts each scan once.
 */
export class DoorEngine {
  readonly eventId: string;
  readonly deviceId: string;
  private readonly store: DoorStore;
  private readonly server: DoorServer;
  private readonly now: () => Date;
  private readonly newNonce: () => string;
  private index: DoorListIndex = new Map();
  private admittedHere = new Set<string>();
  private snapshot: DoorSnapshot = { list: null, pending: 0, reports: [], syncing: false };
  private readonly listeners = new Set<() => void>();
  /** Scans are decided one at a time, so two quick scans of one ticket cannot both pass. */
  private scanning: Promise<unknown> = Promise.resolve();
  private syncing: Promise<void> | null = null;

  constructor(options: DoorEngineOptions) {
    this.eventId = options.eventId;
    this.deviceId = options.deviceId;
    this.store = options.store;
    this.server = options.server;
    this.now = options.now ?? (() => new Date());
    this.newNonce = options.newNonce ?? (() => crypto.randomUUID());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DoorSnapshot => this.snapshot;

  private publish(change: Partial<DoorSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Reads what this device kept for the event: the list, its own admissions, the queue and the reports. */
  async load(): Promise<void> {
    const [list, admissions, pending, reports] = await Promise.all([
      this.store.list(this.eventId),
      this.store.admissions(this.eventId),
      this.store.pendingCount(this.eventId),
      this.store.reports(this.eventId),
    ]);
    this.admittedHere = new Set(admissions.map((admission) => admission.bookingId));
    if (list) this.adoptList(list);
    this.publish({ pending, reports });
  }

  private adoptList(list: DoorList & { refreshedAt: string }): void {
    this.index = indexDoorList(list.entries);
    this.publish({
      list: {
        eventTitle: list.eventTitle,
        entries: list.entries.length,
        generatedAt: list.generatedAt,
        refreshedAt: list.refreshedAt,
      },
    });
  }

  /**
   * Brings the event's list up to date (a cancellation since the last one drops its ticket). With a list on the
   * device it asks only for what changed since that list was made and applies it by lookup key (decision 0024); a
   * full answer replaces the list. Any failure of that (the request, a malformed answer, another event's, a storage
   * error) falls back to a full download.
   */
  async refreshList(): Promise<void> {
    const held = await this.store.list(this.eventId);
    if (held) {
      try {
        await this.keepList(this.applied(held, await this.server.doorList(this.eventId, held.generatedAt)));
        return;
      } catch {
        // The full download below replaces whatever could not be applied.
      }
    }
    await this.keepList(this.applied(null, await this.server.doorList(this.eventId)));
  }

  /** The complete list after an answer: a delta on top of the held entries, or a full list as it came. */
  private applied(held: StoredDoorList | null, answer: unknown): StoredDoorList {
    const list = DoorListSchema.parse(answer);
    if (list.eventId !== this.eventId) throw new Error('A check-in list of another event');
    if (list.delta && !held) throw new Error('A delta without a list to apply it to');
    return {
      ...list,
      delta: false,
      removed: [],
      entries: applyDoorListAnswer(held?.entries ?? [], list),
      refreshedAt: this.now().toISOString(),
    };
  }

  private async keepList(list: StoredDoorList): Promise<void> {
    await this.store.saveList(list);
    this.adoptList(list);
  }

  /**
   * Decides a scan from the list alone and queues it. `nonce` and `scannedAt` are given when an online try of the
   * same scan timed out: the server may have counted it already, and the shared nonce makes the sync count it once.
   */
  scan(qrData: string, given: { nonce?: string; scannedAt?: string } = {}): Promise<OfflineVerdict> {
    const decided = this.scanning.then(() => this.decideAndQueue(qrData, given));
    this.scanning = decided.catch(() => undefined);
    return decided;
  }

  private async decideAndQueue(
    qrData: string,
    given: { nonce?: string; scannedAt?: string },
  ): Promise<OfflineVerdict> {
    const nonce = given.nonce ?? this.newNonce();
    const scannedAt = given.scannedAt ?? this.now().toISOString();
    const decision = this.snapshot.list
      ? await checkTicketOffline(this.index, {
          qrData,
          eventId: this.eventId,
          admittedHere: this.admittedHere,
        })
      : ({
          verdict: 'refused',
          code: 'NOT_ON_DOOR_LIST',
          message: i18n._(NO_DOOR_LIST_MESSAGE),
          entry: null,
        } as const);
    const verdict: OfflineVerdict = { ...decision, nonce };
    const scan = DoorScanSchema.safeParse({
      nonce,
      deviceId: this.deviceId,
      scannedAt,
      qrData: qrData.trim(),
      localVerdict: decision.verdict,
    } satisfies DoorScan);
    // Text the server would refuse as input (empty, too long, control characters) is no ticket: nothing to record.
    if (!scan.success) return verdict;
    const admission =
      decision.verdict === 'admitted'
        ? { eventId: this.eventId, bookingId: decision.entry.bookingId, at: scannedAt, nonce }
        : null;
    await this.store.recordScan({ eventId: this.eventId, scan: scan.data }, admission);
    if (admission) this.admittedHere.add(admission.bookingId);
    this.publish({ pending: this.snapshot.pending + 1 });
    return verdict;
  }

  /**
   * Uploads the queued scans in scan order, at most 500 per request, until none is left. One sync runs at a time
   * (a second call joins it). A failed upload leaves its scans queued, to be sent again with the same nonces.
   * Resolves with the reports of this sync's double entries and refusals.
   */
  sync(): Promise<SyncReport[]> {
    if (this.syncing) return this.syncing.then(() => []);
    const found: SyncReport[] = [];
    this.publish({ syncing: true });
    this.syncing = this.uploadQueue(found).finally(() => {
      this.syncing = null;
      this.publish({ syncing: false });
    });
    return this.syncing.then(() => found);
  }

  private async uploadQueue(found: SyncReport[]): Promise<void> {
    // Waits for a scan being recorded, so its scan is in this upload.
    await this.scanning;
    for (;;) {
      const batch = await this.store.queued(this.eventId, DOOR_SYNC_MAX_SCANS);
      if (batch.length === 0) break;
      const { results } = await this.server.sync({
        eventId: this.eventId,
        deviceId: this.deviceId,
        scans: batch.map((queued) => queued.scan),
      });
      const byNonce = new Map(results.map((result) => [result.nonce, result]));
      const reports = batch.flatMap((queued) => {
        const result = byNonce.get(queued.scan.nonce);
        return result && isReported(result)
          ? [{ ...result, eventId: this.eventId, scannedAt: queued.scan.scannedAt }]
          : [];
      });
      // Only scans the server answered for leave the queue.
      const settled = batch.filter((queued) => byNonce.has(queued.scan.nonce)).map((queued) => queued.seq!);
      await this.store.settle(settled, reports);
      found.push(...reports);
      const [pending, all] = await Promise.all([
        this.store.pendingCount(this.eventId),
        this.store.reports(this.eventId),
      ]);
      this.publish({ pending, reports: all });
      if (settled.length === 0) break;
    }
  }
}
