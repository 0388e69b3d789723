import {
  type DoorEntry,
  type DoorList,
  type DoorSyncBody,
  type DoorSyncResponse,
  type DoorSyncResult,
  doorLookupKey,
  readSignedDoorQr,
  sealDoorEntry,
} from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DoorEngine, type DoorServer } from './door-engine';
import { DoorStore } from './door-store';

const EVENT_ID = '5b0f3f7e-7c1a-4f55-9a57-0d3e8a1f2b10';
const OTHER_EVENT_ID = '9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

interface Ticket {
  entry: DoorEntry;
  qr: string;
}

function ticket(n: number, checkedInAt: string | null = null): Ticket {
  const entry: DoorEntry = {
    bookingId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ticketId: `TM-TEST${String(n).padStart(5, '0')}`,
    eventId: EVENT_ID,
    seats: n,
    holder: `Holder ${n}`,
    checkedInAt,
  };
  const qr = JSON.stringify({ ticketId: entry.ticketId, eventId: EVENT_ID, sig: `signature-of-ticket-${n}` });
  return { entry, qr };
}

async function doorListOf(tickets: Ticket[]): Promise<DoorList> {
  return {
    eventId: EVENT_ID,
    eventTitle: 'Sunburn Arena',
    generatedAt: '2026-11-20T18:00:00.000Z',
    version: 1,
    delta: false,
    removed: [],
    entries: await Promise.all(tickets.map(sealedOf)),
  };
}

const sigOf = (t: Ticket) => readSignedDoorQr(t.qr)!.sig;
const sealedOf = (t: Ticket) => sealDoorEntry(sigOf(t), t.entry);

/**
 * A server that behaves as the contract says for what these tests look at: one count per nonce, the earliest
 * admission of a ticket stands, a later one is a double entry. `loseNextAnswer` processes an upload and then fails
 * as a dropped connection would.
 */
class FakeServer implements DoorServer {
  uploads: DoorSyncBody[] = [];
  counted = new Map<string, DoorSyncResult>();
  checkedIn = new Map<string, string>();
  loseNextAnswer = false;
  offline = false;
  /** The `since` of every list request, in order (undefined: a full download). */
  listRequests: (string | undefined)[] = [];
  /** Answered (once) to the next request that carries `since`. */
  nextDelta: DoorList | null = null;
  constructor(private list: DoorList) {}

  setList(list: DoorList) {
    this.list = list;
  }

  async doorList(_eventId: string, since?: string): Promise<DoorList> {
    if (this.offline) throw new TypeError('Failed to fetch');
    this.listRequests.push(since);
    if (since !== undefined && this.nextDelta) {
      const delta = this.nextDelta;
      this.nextDelta = null;
      return delta;
    }
    return this.list;
  }

  async sync(body: DoorSyncBody): Promise<DoorSyncResponse> {
    if (this.offline) throw new TypeError('Failed to fetch');
    this.uploads.push(body);
    const results = body.scans.map((scan): DoorSyncResult => {
      const known = this.counted.get(scan.nonce);
      if (known) return { ...known, outcome: 'already_synced' };
      const ticketId = readSignedDoorQr(scan.qrData)?.ticketId;
      let result: DoorSyncResult;
      if (scan.localVerdict === 'refused' || !ticketId) result = { nonce: scan.nonce, outcome: 'recorded' };
      else if (this.checkedIn.has(ticketId))
        result = { nonce: scan.nonce, outcome: 'double_entry', ticketId };
      else {
        this.checkedIn.set(ticketId, scan.scannedAt);
        result = { nonce: scan.nonce, outcome: 'checked_in', ticketId };
      }
      this.counted.set(scan.nonce, result);
      return result;
    });
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return { results };
  }
}

let store: DoorStore;
let dbCounter = 0;
let clock = Date.parse('2026-11-21T19:00:00.000Z');
let nonceCounter = 0;
const tickets = [ticket(1), ticket(2), ticket(3), ticket(4, '2026-11-21T18:30:00.000Z')];

function engineWith(server: DoorServer, deviceId = 'door-a', storeOfDevice = store) {
  return new DoorEngine({
    eventId: EVENT_ID,
    deviceId,
    store: storeOfDevice,
    server,
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
    newNonce: () => {
      nonceCounter += 1;
      return `10000000-0000-4000-8000-${String(nonceCounter).padStart(12, '0')}`;
    },
  });
}

beforeEach(async () => {
  dbCounter += 1;
  store = await DoorStore.open(`door-engine-test-${dbCounter}`);
});

afterEach(() => store.close());

describe('local decision', () => {
  test('a ticket on the downloaded list is admitted offline with its holder and seats', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    expect(door.getSnapshot().list).toMatchObject({ eventTitle: 'Sunburn Arena', entries: 4 });

    const verdict = await door.scan(tickets[1]!.qr);
    expect(verdict).toMatchObject({ verdict: 'admitted', entry: { ticketId: 'TM-TEST00002', seats: 2 } });
    expect(door.getSnapshot().pending).toBe(1);
  });

  test('a ticket missing from the list, of another event, typed by id or checked in before is refused', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();

    const stranger = JSON.stringify({ ticketId: 'TM-NOTONLIST', eventId: EVENT_ID, sig: 'unknown-sig' });
    expect(await door.scan(stranger)).toMatchObject({ verdict: 'refused', code: 'NOT_ON_DOOR_LIST' });
    const elsewhere = JSON.stringify({ ticketId: 'TM-TEST00001', eventId: OTHER_EVENT_ID, sig: 'x' });
    expect(await door.scan(elsewhere)).toMatchObject({ verdict: 'refused', code: 'WRONG_EVENT' });
    expect(await door.scan('TM-TEST00001')).toMatchObject({
      verdict: 'refused',
      code: 'QR_REQUIRED_OFFLINE',
    });
    expect(await door.scan(tickets[3]!.qr)).toMatchObject({ verdict: 'refused', code: 'ALREADY_CHECKED_IN' });
    // Refusals are queued too, for the record.
    expect(door.getSnapshot().pending).toBe(4);
  });

  test('without a downloaded list every scan is refused and still queued', async () => {
    const door = engineWith(new FakeServer(await doorListOf(tickets)));
    await door.load();
    expect(await door.scan(tickets[0]!.qr)).toMatchObject({ verdict: 'refused', code: 'NOT_ON_DOOR_LIST' });
    expect(door.getSnapshot().pending).toBe(1);
  });

  test('a refreshed list drops a booking cancelled since the last download', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    server.setList(await doorListOf(tickets.filter((t) => t !== tickets[2])));
    await door.refreshList();
    expect(await door.scan(tickets[2]!.qr)).toMatchObject({ verdict: 'refused', code: 'NOT_ON_DOOR_LIST' });
  });
});

describe('delta refresh', () => {
  const G1 = '2026-11-20T18:00:00.000Z';
  const G2 = '2026-11-20T18:01:00.000Z';

  test('a refresh asks with the held list’s generatedAt, applies the delta by key and keeps the new generatedAt', async () => {
    const server = new FakeServer(await doorListOf(tickets.slice(0, 3)));
    const door = engineWith(server);
    await door.refreshList();
    expect(server.listRequests).toEqual([undefined]);

    // Since then: ticket 2 cancelled, ticket 3 checked in elsewhere, ticket 5 bought.
    const checkedIn = {
      ...tickets[2]!,
      entry: { ...tickets[2]!.entry, checkedInAt: '2026-11-20T18:00:30.000Z' },
    };
    const bought = ticket(5);
    const delta: DoorList = {
      ...(await doorListOf([])),
      generatedAt: G2,
      delta: true,
      removed: [await doorLookupKey(sigOf(tickets[1]!))],
      entries: [await sealedOf(checkedIn), await sealedOf(bought)],
    };
    server.nextDelta = delta;
    await door.refreshList();
    expect(server.listRequests).toEqual([undefined, G1]);
    expect(door.getSnapshot().list).toMatchObject({ generatedAt: G2, entries: 3 });
    expect(await door.scan(tickets[1]!.qr)).toMatchObject({ verdict: 'refused', code: 'NOT_ON_DOOR_LIST' });
    expect(await door.scan(tickets[2]!.qr)).toMatchObject({ verdict: 'refused', code: 'ALREADY_CHECKED_IN' });
    expect(await door.scan(bought.qr)).toMatchObject({ verdict: 'admitted', entry: { seats: 5 } });
    expect(await door.scan(tickets[0]!.qr)).toMatchObject({ verdict: 'admitted' });

    // The same delta again (an overlapping answer) changes nothing; the next request asks from G2.
    server.nextDelta = delta;
    await door.refreshList();
    expect(server.listRequests).toEqual([undefined, G1, G2]);
    expect(door.getSnapshot().list).toMatchObject({ generatedAt: G2, entries: 3 });

    // What was stored is the applied list: a page opened again holds the same.
    const reopened = engineWith(server);
    await reopened.load();
    expect(reopened.getSnapshot().list).toMatchObject({ generatedAt: G2, entries: 3 });
    const stored = await store.list(EVENT_ID);
    const expected = await Promise.all([tickets[0]!, checkedIn, bought].map(sealedOf));
    expect(new Set(stored!.entries.map((entry) => entry.k))).toEqual(
      new Set(expected.map((entry) => entry.k)),
    );
  });

  test('a delta that cannot be applied is replaced by a full download', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    server.setList({ ...(await doorListOf(tickets.slice(0, 2))), generatedAt: G2 });
    server.nextDelta = { ...(await doorListOf([])), eventId: OTHER_EVENT_ID, delta: true };
    await door.refreshList();
    expect(server.listRequests).toEqual([undefined, G1, undefined]);
    expect(door.getSnapshot().list).toMatchObject({ generatedAt: G2, entries: 2 });
    expect(await door.scan(tickets[2]!.qr)).toMatchObject({ verdict: 'refused', code: 'NOT_ON_DOOR_LIST' });
  });

  test('a failed delta request falls back to a full download', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    server.setList({ ...(await doorListOf(tickets.slice(1))), generatedAt: G2 });
    const full = server.doorList.bind(server);
    server.doorList = async (eventId, since) => {
      if (since !== undefined) throw new Error('500 Internal Server Error');
      return full(eventId);
    };
    await door.refreshList();
    expect(door.getSnapshot().list).toMatchObject({ generatedAt: G2, entries: 3 });
  });
});

describe('local duplicate refusal', () => {
  test('a second scan of a ticket admitted here is refused, also after the page is opened again', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    expect((await door.scan(tickets[0]!.qr)).verdict).toBe('admitted');
    expect(await door.scan(tickets[0]!.qr)).toMatchObject({
      verdict: 'refused',
      code: 'ALREADY_CHECKED_IN',
      message: 'Ticket already admitted at this door',
    });

    const reopened = engineWith(server);
    await reopened.load();
    expect(await reopened.scan(tickets[0]!.qr)).toMatchObject({
      verdict: 'refused',
      code: 'ALREADY_CHECKED_IN',
    });
  });

  test('two scans of one ticket at the same moment admit it once', async () => {
    const door = engineWith(new FakeServer(await doorListOf(tickets)));
    await door.refreshList();
    const verdicts = await Promise.all([door.scan(tickets[0]!.qr), door.scan(tickets[0]!.qr)]);
    expect(verdicts.map((v) => v.verdict).sort()).toEqual(['admitted', 'refused']);
  });
});

describe('sync', () => {
  test('queued scans upload in the order they were made, with nonce, device id and device time', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    const made = [
      await door.scan(tickets[2]!.qr),
      await door.scan(tickets[0]!.qr),
      await door.scan(tickets[0]!.qr),
      await door.scan(tickets[1]!.qr),
    ];
    await door.sync();
    expect(server.uploads).toHaveLength(1);
    const scans = server.uploads[0]!.scans;
    expect(scans.map((scan) => scan.nonce)).toEqual(made.map((verdict) => verdict.nonce));
    expect(scans.map((scan) => scan.localVerdict)).toEqual(['admitted', 'admitted', 'refused', 'admitted']);
    expect(new Set(scans.map((scan) => scan.deviceId))).toEqual(new Set(['door-a']));
    const times = scans.map((scan) => scan.scannedAt);
    expect([...times].sort()).toEqual(times);
    expect(door.getSnapshot().pending).toBe(0);
    expect([...server.checkedIn.keys()].sort()).toEqual(['TM-TEST00001', 'TM-TEST00002', 'TM-TEST00003']);
  });

  test('an upload whose answer is lost stays queued and is counted once when retried', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    await door.scan(tickets[0]!.qr);
    await door.scan(tickets[1]!.qr);

    server.loseNextAnswer = true;
    await expect(door.sync()).rejects.toThrow('Failed to fetch');
    expect(door.getSnapshot().pending).toBe(2);

    await door.sync();
    expect(server.uploads).toHaveLength(2);
    expect(server.uploads[1]!.scans.map((s) => s.nonce)).toEqual(
      server.uploads[0]!.scans.map((s) => s.nonce),
    );
    expect(server.checkedIn.size).toBe(2);
    expect(door.getSnapshot()).toMatchObject({ pending: 0, reports: [] });
  });

  test('with the network gone the scans stay queued', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.refreshList();
    await door.scan(tickets[0]!.qr);
    server.offline = true;
    await expect(door.sync()).rejects.toThrow();
    expect(door.getSnapshot().pending).toBe(1);
  });

  test('a ticket admitted at two doors apart: the second door is told of a double entry', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const doorA = engineWith(server, 'door-a');
    // Another phone: its own id and its own storage.
    const otherStore = await DoorStore.open(`door-engine-test-${dbCounter}-b`);
    const doorB = engineWith(server, 'door-b', otherStore);
    await doorA.refreshList();
    await doorB.refreshList();
    expect((await doorA.scan(tickets[0]!.qr)).verdict).toBe('admitted');
    expect((await doorB.scan(tickets[0]!.qr)).verdict).toBe('admitted');

    expect(await doorA.sync()).toEqual([]);
    const reports = await doorB.sync();
    expect(reports).toMatchObject([{ outcome: 'double_entry', ticketId: 'TM-TEST00001' }]);
    expect(doorB.getSnapshot().reports).toHaveLength(1);
    expect(server.checkedIn.size).toBe(1);
    otherStore.close();
  });

  test('more than 500 queued scans go up in batches of 500, in order', async () => {
    const server = new FakeServer(await doorListOf(tickets));
    const door = engineWith(server);
    await door.load();
    for (let i = 0; i < 501; i += 1)
      await door.scan(`{"ticketId":"TM-X${i}","eventId":"${EVENT_ID}","sig":"s${i}"}`);
    await door.sync();
    expect(server.uploads.map((upload) => upload.scans.length)).toEqual([500, 1]);
    expect(door.getSnapshot().pending).toBe(0);
  });
});
