import type { DoorScan } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DoorStore, type StoredDoorList } from './door-store';

const JAZZ = '5b0f3f7e-7c1a-4f55-9a57-0d3e8a1f2b10';
const KABIR = '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

function listOf(eventId: string, eventTitle: string, entries: number, refreshedAt: string): StoredDoorList {
  return {
    eventId,
    eventTitle,
    generatedAt: refreshedAt,
    version: 1,
    delta: false,
    removed: [],
    entries: Array.from({ length: entries }, (_, n) => ({ k: `key-${n}`, iv: 'iv', c: 'sealed' })),
    refreshedAt,
  };
}

function scanAt(n: number): DoorScan {
  return {
    nonce: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    deviceId: 'door-a',
    scannedAt: '2026-11-21T19:00:00.000Z',
    qrData: `{"ticketId":"TM-${n}"}`,
    localVerdict: 'admitted',
  };
}

let store: DoorStore;
let dbCounter = 0;

beforeEach(async () => {
  dbCounter += 1;
  store = await DoorStore.open(`door-store-test-${dbCounter}`);
});

afterEach(() => store.close());

describe("the device's door events, for the event picker without a network", () => {
  test('none before a download', async () => {
    expect(await store.storedEvents()).toEqual([]);
  });

  test('every downloaded list by title and ticket count, the latest refreshed first, without its entries', async () => {
    await store.saveList(listOf(JAZZ, 'Sunset Jazz', 3, '2026-11-21T17:00:00.000Z'));
    await store.saveList(listOf(KABIR, 'Kabir Utsav', 1, '2026-11-21T18:30:00.000Z'));
    await store.saveList(listOf(JAZZ, 'Sunset Jazz', 4, '2026-11-21T18:00:00.000Z'));
    expect(await store.storedEvents()).toEqual([
      { eventId: KABIR, eventTitle: 'Kabir Utsav', entries: 1, refreshedAt: '2026-11-21T18:30:00.000Z' },
      { eventId: JAZZ, eventTitle: 'Sunset Jazz', entries: 4, refreshedAt: '2026-11-21T18:00:00.000Z' },
    ]);
  });
});

describe('events with scans waiting to sync', () => {
  test('each event once, and an event leaves when its queue is settled', async () => {
    await store.recordScan({ eventId: KABIR, scan: scanAt(1) }, null);
    await store.recordScan({ eventId: JAZZ, scan: scanAt(2) }, null);
    await store.recordScan({ eventId: KABIR, scan: scanAt(3) }, null);
    expect((await store.eventsWithQueuedScans()).sort()).toEqual([JAZZ, KABIR].sort());

    const jazzScans = await store.queued(JAZZ, 10);
    await store.settle(
      jazzScans.map((queued) => queued.seq!),
      [],
    );
    expect(await store.eventsWithQueuedScans()).toEqual([KABIR]);
  });
});
