import { createHmac, randomBytes } from 'node:crypto';

/*
 * The on-sale draw of a waiting room (decision 0049): everyone who took a place before the on-sale moment gets a
 * random turn. The order is the places sorted by a keyed hash of their ids under a seed drawn at that moment, so
 * - it is a uniformly random order: nobody, the room's own code included, can know or steer it before the seed exists;
 * - it is auditable: the seed is kept with the room, and anyone given the seed and the list of places recomputes the
 *   same order (`drawOrder`), as a dispute or an organizer's check needs.
 */

/** A new seed: 32 random bytes from the operating system, as hex. */
export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A place's key in the draw: HMAC-SHA256 of its id under the seed, as hex (compared as text, in byte order). */
export function drawKey(seed: string, placeId: string): string {
  return createHmac('sha256', Buffer.from(seed, 'hex')).update(placeId).digest('hex');
}

/** The places in their drawn order, first turn first. Ids are unique, so no two keys tie. */
export function drawOrder<Place extends { id: string }>(seed: string, places: readonly Place[]): Place[] {
  return places
    .map((place) => ({ place, key: drawKey(seed, place.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ place }) => place);
}
