import { openDoorEntry } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { SealedEntryCache } from './sealed-entry-cache';

const entry = {
  bookingId: '9f1e2d3c-4b5a-4697-8876-a5b4c3d2e1f0',
  ticketId: 'TM-7KQ4X9MZP2',
  eventId: '0b6f3c1e-8a52-4f7e-9d3a-2c1b5e4f6a70',
  seats: 2,
  holder: 'Ravi Kumar',
  checkedInAt: null,
};

describe('sealed entry cache', () => {
  test('an unchanged entry is reused; any changed field seals afresh', async () => {
    const cache = new SealedEntryCache(10);
    const first = await cache.seal('sig-a', entry);
    expect(await cache.seal('sig-a', { ...entry })).toBe(first);
    const checkedIn = await cache.seal('sig-a', { ...entry, checkedInAt: '2026-03-01T18:30:00.000Z' });
    expect(checkedIn).not.toBe(first);
    expect(await openDoorEntry('sig-a', checkedIn)).toMatchObject({
      checkedInAt: '2026-03-01T18:30:00.000Z',
    });
    expect(await cache.seal('sig-a', { ...entry, holder: 'Ravi K' })).not.toBe(first);
    const named = await cache.seal('sig-a', { ...entry, names: ['Ravi Kumar', 'Farah Sheikh'] });
    expect(named).not.toBe(first);
    expect(await cache.seal('sig-a', { ...entry, names: ['Ravi Kumar'] })).not.toBe(named);
    expect(await openDoorEntry('sig-a', named)).toMatchObject({ names: ['Ravi Kumar', 'Farah Sheikh'] });
  });

  test('holds at most its capacity, dropping the least recently used', async () => {
    const cache = new SealedEntryCache(2);
    const a = await cache.seal('sig-a', entry);
    await cache.seal('sig-b', entry);
    expect(await cache.seal('sig-a', entry)).toBe(a);
    await cache.seal('sig-c', entry);
    expect(cache.size).toBe(2);
    // b was the least recently used, so a survived.
    expect(await cache.seal('sig-a', entry)).toBe(a);
  });
});
