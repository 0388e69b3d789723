import { type DoorEntry, type SealedDoorEntry, sealDoorEntry } from '@ticketmela/domain';

/**
 * Sealed door-list entries kept from one download to the next (decision 0024). Sealing costs a key
 * derivation and an encryption per ticket (5,000 take about 2.4 s in bench:door-list); a door refreshes
 * its list every minute, and between two refreshes few tickets change. An entry is reused only while everything it
 * seals is unchanged (the key includes every field and the signature); the least recently used go first.
 */
export class SealedEntryCache {
  private readonly entries = new Map<string, SealedDoorEntry>();

  constructor(private readonly capacity: number) {}

  async seal(sig: string, entry: DoorEntry): Promise<SealedDoorEntry> {
    const key = JSON.stringify([
      sig,
      entry.bookingId,
      entry.ticketId,
      entry.eventId,
      entry.seats,
      entry.holder,
      entry.names,
      entry.checkedInAt,
    ]);
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserted, so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const sealed = await sealDoorEntry(sig, entry);
    this.entries.set(key, sealed);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return sealed;
  }

  get size(): number {
    return this.entries.size;
  }
}
