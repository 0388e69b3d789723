import type { DoorList, DoorScan, DoorSyncResult } from '@ticketmela/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A downloaded check-in list, with when this device fetched it. */
export interface StoredDoorList extends DoorList {
  refreshedAt: string;
}

/** What the device holds for one event, without opening its list: for the event picker offline. */
export interface StoredDoorEvent {
  eventId: string;
  eventTitle: string;
  entries: number;
  refreshedAt: string;
}

/** A ticket this device admitted without the server, so a second scan of it is refused here at once. */
export interface LocalAdmission {
  eventId: string;
  bookingId: string;
  at: string;
  nonce: string;
}

/** A scan waiting to be uploaded; `seq` keeps the order in which the door made them. */
export interface QueuedScan {
  seq?: number;
  eventId: string;
  scan: DoorScan;
}

/** What a sync said about a scan that needs the organizer's eye: a double entry, or an admission refused. */
export interface SyncReport extends DoorSyncResult {
  eventId: string;
  scannedAt: string;
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: StoredDoorList };
  admissions: { key: [string, string]; value: LocalAdmission; indexes: { byEvent: string } };
  queue: { key: number; value: QueuedScan; indexes: { byEvent: string } };
  reports: { key: string; value: SyncReport; indexes: { byEvent: string } };
}

export const DOOR_DB_NAME = 'ticketmela-door';

/**
 * The door's storage in IndexedDB: per event, the sealed list, the tickets admitted here while offline, the scans
 * waiting to sync (in scan order) and what the last syncs reported. The list is sealed (decision 0024): a lost phone
 * shows how many tickets it holds and nothing about who holds them.
 */
export class DoorStore {
  private constructor(private readonly db: IDBPDatabase<DoorDb>) {}

  static async open(name = DOOR_DB_NAME): Promise<DoorStore> {
    const db = await openDB<DoorDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('lists', { keyPath: 'eventId' });
        database
          .createObjectStore('admissions', { keyPath: ['eventId', 'bookingId'] })
          .createIndex('byEvent', 'eventId');
        database
          .createObjectStore('queue', { keyPath: 'seq', autoIncrement: true })
          .createIndex('byEvent', 'eventId');
        database.createObjectStore('reports', { keyPath: 'nonce' }).createIndex('byEvent', 'eventId');
      },
    });
    return new DoorStore(db);
  }

  close(): void {
    this.db.close();
  }

  list(eventId: string): Promise<StoredDoorList | undefined> {
    return this.db.get('lists', eventId);
  }

  /** Every event whose list is on this device, most recently refreshed first. */
  async storedEvents(): Promise<StoredDoorEvent[]> {
    const lists = await this.db.getAll('lists');
    return lists
      .map(({ eventId, eventTitle, entries, refreshedAt }) => ({
        eventId,
        eventTitle,
        entries: entries.length,
        refreshedAt,
      }))
      .sort((a, b) => b.refreshedAt.localeCompare(a.refreshedAt));
  }

  async saveList(list: StoredDoorList): Promise<void> {
    await this.db.put('lists', list);
  }

  async admissions(eventId: string): Promise<LocalAdmission[]> {
    return this.db.getAllFromIndex('admissions', 'byEvent', eventId);
  }

  /** Queues a scan, and records the admission with it when the door let the ticket in: both or neither. */
  async recordScan(queued: QueuedScan, admission: LocalAdmission | null): Promise<void> {
    const tx = this.db.transaction(['queue', 'admissions'], 'readwrite');
    await Promise.all([
      tx.objectStore('queue').add(queued),
      admission ? tx.objectStore('admissions').put(admission) : undefined,
      tx.done,
    ]);
  }

  /** The event's oldest `limit` queued scans, in the order they were made. */
  async queued(eventId: string, limit: number): Promise<QueuedScan[]> {
    return this.db.getAllFromIndex('queue', 'byEvent', eventId, limit);
  }

  /** The events that have scans waiting to be uploaded. */
  async eventsWithQueuedScans(): Promise<string[]> {
    const events: string[] = [];
    let cursor = await this.db.transaction('queue').store.index('byEvent').openKeyCursor(null, 'nextunique');
    while (cursor) {
      events.push(cursor.key);
      cursor = await cursor.continue();
    }
    return events;
  }

  pendingCount(eventId: string): Promise<number> {
    return this.db.countFromIndex('queue', 'byEvent', eventId);
  }

  /** Drops uploaded scans and keeps what the server reported about them, in one transaction. */
  async settle(seqs: number[], reports: SyncReport[]): Promise<void> {
    const tx = this.db.transaction(['queue', 'reports'], 'readwrite');
    await Promise.all([
      ...seqs.map((seq) => tx.objectStore('queue').delete(seq)),
      ...reports.map((report) => tx.objectStore('reports').put(report)),
      tx.done,
    ]);
  }

  async reports(eventId: string): Promise<SyncReport[]> {
    const reports = await this.db.getAllFromIndex('reports', 'byEvent', eventId);
    return reports.sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  }
}
