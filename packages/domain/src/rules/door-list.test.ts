import { describe, expect, test } from 'vitest';
import type { DoorEntry, SealedDoorEntry } from '../schemas/door';
import {
  checkTicketOffline,
  doorLookupKey,
  indexDoorList,
  openDoorEntry,
  readSignedDoorQr,
  sealDoorEntry,
} from './door-list';
import { fromBase64Url, toBase64Url } from './web-crypto';

const EVENT_ID = '0b6f3c1e-8a52-4f7e-9d3a-2c1b5e4f6a70';
const OTHER_EVENT_ID = '5d2a9e40-1c3b-4f8a-b7e6-90a1c2d3e4f5';
const SIG = 'hY3pQ0mXb9Wq1r7KXw2vJ5n8eZ4cT6uA0sLdFgH1jKk';
const OTHER_SIG = 'Zq8Wm3Nc5Rt7Yv9Bx1Dz2Fh4Jk6Lp0Qs3Ua5We7Xy9A';

const entry: DoorEntry = {
  bookingId: '9f1e2d3c-4b5a-4697-8876-a5b4c3d2e1f0',
  ticketId: 'TM-7KQ4X9MZP2',
  eventId: EVENT_ID,
  seats: 3,
  holder: 'Priya Raman',
  checkedInAt: null,
};

const qrOf = (ticketId: string, eventId: string, sig: string) => JSON.stringify({ ticketId, eventId, sig });

/** Flips one bit of a base64url field's bytes. */
function flipBit(field: string, byteIndex: number): string {
  const bytes = fromBase64Url(field)!;
  bytes[byteIndex]! ^= 1;
  return toBase64Url(bytes);
}

describe('door list entries', () => {
  test('an entry sealed with a signature opens with that signature, to the same entry', async () => {
    const sealed = await sealDoorEntry(SIG, entry);
    expect(await openDoorEntry(SIG, sealed)).toEqual(entry);
    expect(sealed.k).toBe(await doorLookupKey(SIG));
  });

  test('the names on the tickets are sealed with the entry, and readable only when opened', async () => {
    const named = { ...entry, names: ['Priya Raman', 'Kabir Suri', 'Zoya Khan'] };
    const sealed = await sealDoorEntry(SIG, named);
    expect(await openDoorEntry(SIG, sealed)).toEqual(named);
    expect(String.fromCharCode(...fromBase64Url(sealed.c)!)).not.toContain('Kabir');
    expect(JSON.stringify(sealed)).not.toContain('Kabir');
  });

  test('the lookup key is the versioned SHA-256 of the signature, base64url', async () => {
    const key = await doorLookupKey(SIG);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toBe(await doorLookupKey(OTHER_SIG));
    expect(await doorLookupKey(SIG)).toBe(key);
  });

  test('nothing of the entry is readable in the sealed form, and another signature cannot open it', async () => {
    const sealed = await sealDoorEntry(SIG, { ...entry, checkedInAt: '2026-03-01T18:30:00.000Z' });
    const text = JSON.stringify(sealed);
    for (const secret of [
      entry.holder,
      'Priya',
      entry.ticketId,
      entry.bookingId,
      entry.eventId,
      SIG,
      'seats',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Nor in the raw bytes, in case an encoding slipped through.
    const bytes = String.fromCharCode(...fromBase64Url(sealed.c)!);
    expect(bytes).not.toContain('Priya');
    expect(await openDoorEntry(OTHER_SIG, sealed)).toBeNull();
  });

  test('two seals of one entry differ (fresh nonce) and hide the length of the name', async () => {
    const [a, b] = await Promise.all([sealDoorEntry(SIG, entry), sealDoorEntry(SIG, entry)]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.c).not.toBe(b.c);
    const shortName = await sealDoorEntry(SIG, { ...entry, holder: 'Al' });
    const longerName = await sealDoorEntry(SIG, { ...entry, holder: 'Alexandra Venkataraman-Iyer' });
    expect(shortName.c.length).toBe(longerName.c.length);
  });

  test('a tampered entry is refused: ciphertext, tag, nonce or lookup key changed', async () => {
    const sealed = await sealDoorEntry(SIG, entry);
    const cipherBytes = fromBase64Url(sealed.c)!.length;
    const tampered: SealedDoorEntry[] = [
      { ...sealed, c: flipBit(sealed.c, 0) },
      { ...sealed, c: flipBit(sealed.c, cipherBytes - 1) },
      { ...sealed, c: toBase64Url(fromBase64Url(sealed.c)!.slice(0, cipherBytes - 16)) },
      { ...sealed, iv: flipBit(sealed.iv, 5) },
      { ...sealed, iv: toBase64Url(new Uint8Array(8)) },
      { ...sealed, k: await doorLookupKey(OTHER_SIG) },
      { ...sealed, c: 'not base64url!' },
      { ...sealed, c: '' },
    ];
    for (const candidate of tampered) expect(await openDoorEntry(SIG, candidate)).toBeNull();
  });

  test('an entry moved from another ticket under this ticket’s key does not open as this ticket', async () => {
    const other = await sealDoorEntry(OTHER_SIG, { ...entry, ticketId: 'TM-OTHER23456' });
    const moved = { ...other, k: await doorLookupKey(SIG) };
    expect(await openDoorEntry(SIG, moved)).toBeNull();
    expect(await openDoorEntry(OTHER_SIG, moved)).toBeNull();
  });
});

describe('base64url', () => {
  test('writes RFC 4648 §5 without padding, round-trips every length, refuses anything else', () => {
    const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, encoded] of vectors) {
      expect(toBase64Url(ascii(text))).toBe(encoded);
      expect(fromBase64Url(encoded)).toEqual(ascii(text));
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('-_-_');
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 0xff);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(fromBase64Url('abc=')).toBeNull();
    expect(fromBase64Url('a')).toBeNull();
    expect(fromBase64Url('a+b/')).toBeNull();
    // 'AB' and 'AC' would decode to the same byte; only the canonical spelling is accepted.
    expect(fromBase64Url('AC')).toBeNull();
  });
});

describe('reading a scanned QR', () => {
  test('a signed QR gives its three fields; a typed id, the manual wrapper or junk give nothing', () => {
    expect(readSignedDoorQr(` ${qrOf('TM-7KQ4X9MZP2', EVENT_ID, SIG)} `)).toEqual({
      ticketId: 'TM-7KQ4X9MZP2',
      eventId: EVENT_ID,
      sig: SIG,
    });
    expect(readSignedDoorQr('TM-7KQ4X9MZP2')).toBeNull();
    expect(
      readSignedDoorQr(JSON.stringify({ ticketId: 'TM-7KQ4X9MZP2', eventId: EVENT_ID, timestamp: 1 })),
    ).toBeNull();
    expect(readSignedDoorQr('{not json')).toBeNull();
    expect(
      readSignedDoorQr(JSON.stringify({ ticketId: 'TM-7KQ4X9MZP2', eventId: EVENT_ID, sig: 5 })),
    ).toBeNull();
  });
});

describe('the offline verdict', () => {
  const scan = (qrData: string, admittedHere: ReadonlySet<string> = new Set()) => ({
    qrData,
    eventId: EVENT_ID,
    admittedHere,
  });

  test('admits a listed ticket once, then refuses it at this door', async () => {
    const index = indexDoorList([
      await sealDoorEntry(SIG, entry),
      await sealDoorEntry(OTHER_SIG, { ...entry, bookingId: OTHER_EVENT_ID }),
    ]);
    const qr = qrOf(entry.ticketId, EVENT_ID, SIG);
    expect(await checkTicketOffline(index, scan(qr))).toEqual({ verdict: 'admitted', entry });
    expect(await checkTicketOffline(index, scan(qr, new Set([entry.bookingId])))).toMatchObject({
      verdict: 'refused',
      code: 'ALREADY_CHECKED_IN',
      entry,
    });
  });

  test('refuses a ticket checked in before the list was made', async () => {
    const checkedIn = { ...entry, checkedInAt: '2026-03-01T18:30:00.000Z' };
    const index = indexDoorList([await sealDoorEntry(SIG, checkedIn)]);
    expect(await checkTicketOffline(index, scan(qrOf(entry.ticketId, EVENT_ID, SIG)))).toMatchObject({
      verdict: 'refused',
      code: 'ALREADY_CHECKED_IN',
      entry: checkedIn,
    });
  });

  test('refuses what the list cannot vouch for: unlisted, forged, altered, another event, typed', async () => {
    const index = indexDoorList([await sealDoorEntry(SIG, entry)]);
    const refusal = async (qrData: string) => {
      const verdict = await checkTicketOffline(index, scan(qrData));
      return verdict.verdict === 'refused' ? verdict.code : 'admitted';
    };
    expect(await refusal(qrOf(entry.ticketId, EVENT_ID, OTHER_SIG))).toBe('NOT_ON_DOOR_LIST');
    expect(await refusal(qrOf('TM-ALTERED234', EVENT_ID, SIG))).toBe('NOT_ON_DOOR_LIST');
    expect(await refusal(qrOf(entry.ticketId, OTHER_EVENT_ID, SIG))).toBe('WRONG_EVENT');
    expect(await refusal(entry.ticketId)).toBe('QR_REQUIRED_OFFLINE');
    expect(await refusal('{"ticketId":"TM-7KQ4X9MZP2","eventId":"x","timestamp":1}')).toBe(
      'QR_REQUIRED_OFFLINE',
    );
  });

  test('refuses a listed ticket whose entry was tampered with', async () => {
    const sealed = await sealDoorEntry(SIG, entry);
    const index = indexDoorList([{ ...sealed, c: flipBit(sealed.c, 10) }]);
    expect(await checkTicketOffline(index, scan(qrOf(entry.ticketId, EVENT_ID, SIG)))).toMatchObject({
      verdict: 'refused',
      code: 'NOT_ON_DOOR_LIST',
    });
  });
});
