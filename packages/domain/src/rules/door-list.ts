import type { ErrorCode } from '../errors';
import { type DoorEntry, DoorEntrySchema, type SealedDoorEntry } from '../schemas/door';
import {
  fromBase64Url,
  fromUtf8,
  type OpaqueCryptoKey,
  randomBytes,
  subtle,
  toBase64Url,
  utf8,
} from './web-crypto';

/**
 * The door list (decision 0024): what a phone needs to check tickets in without a network, and
 * nothing a lost phone could leak. Each entry is found by a hash of the ticket's QR signature and
 * encrypted under a key derived from that signature, so only someone holding the QR can find and read
 * its entry. The signature is an HMAC under the server's secret (~256 bits), which the list never holds.
 */

const LOOKUP_PREFIX = 'ticketmela door lookup v1\n';
const ENTRY_SALT = utf8('ticketmela door list v1');
const ENTRY_INFO = utf8('entry');
const IV_BYTES = 12;
/** Plaintexts are padded with spaces to a multiple of this, so a ciphertext's length hides the name's. */
const PADDING_BLOCK = 256;

/** The entry's lookup key: base64url(SHA-256("ticketmela door lookup v1\n" + sig)). */
export async function doorLookupKey(sig: string): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().digest('SHA-256', utf8(LOOKUP_PREFIX + sig))));
}

/** AES-256-GCM key of one entry: HKDF-SHA-256 of the signature (salt and info fixed by version). */
async function entryKey(sig: string): Promise<OpaqueCryptoKey> {
  const material = await subtle().importKey('raw', utf8(sig), 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: ENTRY_SALT, info: ENTRY_INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function padded(json: string): Uint8Array {
  const bytes = utf8(json);
  const length = Math.ceil(bytes.length / PADDING_BLOCK) * PADDING_BLOCK;
  const out = new Uint8Array(length).fill(0x20);
  out.set(bytes);
  return out;
}

/**
 * Seals one ticket for the list. The lookup key is also the ciphertext's additional data, so an entry
 * moved under another key fails authentication.
 */
export async function sealDoorEntry(sig: string, entry: DoorEntry): Promise<SealedDoorEntry> {
  const k = await doorLookupKey(sig);
  const iv = randomBytes(IV_BYTES);
  const plaintext = padded(
    JSON.stringify({
      bookingId: entry.bookingId,
      ticketId: entry.ticketId,
      eventId: entry.eventId,
      seats: entry.seats,
      holder: entry.holder,
      ...(entry.names ? { names: entry.names } : {}),
      checkedInAt: entry.checkedInAt,
    }),
  );
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(k) },
    await entryKey(sig),
    plaintext,
  );
  return { k, iv: toBase64Url(iv), c: toBase64Url(new Uint8Array(ciphertext)) };
}

/**
 * Opens a sealed entry with the QR's signature: the entry, or null when it is not this signature's
 * (wrong key, tampered bytes, moved under another lookup key, or not an entry at all).
 */
export async function openDoorEntry(sig: string, sealed: SealedDoorEntry): Promise<DoorEntry | null> {
  const iv = fromBase64Url(sealed.iv);
  const ciphertext = fromBase64Url(sealed.c);
  if (!iv || iv.length !== IV_BYTES || !ciphertext) return null;
  let plaintext: ArrayBuffer;
  try {
    plaintext = await subtle().decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8(sealed.k) },
      await entryKey(sig),
      ciphertext,
    );
  } catch {
    return null;
  }
  try {
    const parsed = DoorEntrySchema.safeParse(JSON.parse(fromUtf8(new Uint8Array(plaintext))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a signed TicketMela QR says: `{"ticketId","eventId","sig"}`. */
export interface SignedDoorQr {
  ticketId: string;
  eventId: string;
  sig: string;
}

/**
 * Reads scanned text as a signed QR, or null when it is not one (a typed ticket id, the manual wrapper,
 * anything else). The signature itself can only be checked by the server; offline, a forged one simply
 * finds no entry.
 */
export function readSignedDoorQr(qrData: string): SignedDoorQr | null {
  const text = qrData.trim();
  if (!text.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { ticketId, eventId, sig } = parsed as Record<string, unknown>;
  const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  return filled(ticketId) && filled(eventId) && filled(sig) ? { ticketId, eventId, sig } : null;
}

/** A downloaded list's entries by lookup key. */
export type DoorListIndex = ReadonlyMap<string, SealedDoorEntry>;

export function indexDoorList(entries: readonly SealedDoorEntry[]): DoorListIndex {
  return new Map(entries.map((entry) => [entry.k, entry]));
}

/**
 * The entries a door holds after an answer of the door-list route: a full list replaces them; a delta drops
 * its `removed` keys and puts its entries in by `k` (decision 0024). Idempotent, so an overlapping delta is
 * harmless. Ordered by `k`, as the server orders a full list.
 */
export function applyDoorListAnswer(
  held: readonly SealedDoorEntry[],
  answer: { delta: boolean; removed: readonly string[]; entries: readonly SealedDoorEntry[] },
): SealedDoorEntry[] {
  if (!answer.delta) return [...answer.entries];
  const byKey = new Map(held.map((entry) => [entry.k, entry]));
  for (const k of answer.removed) byKey.delete(k);
  for (const entry of answer.entries) byKey.set(entry.k, entry);
  return [...byKey.values()].sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
}

export type OfflineDoorVerdict =
  | { verdict: 'admitted'; entry: DoorEntry }
  | { verdict: 'refused'; code: ErrorCode; message: string; entry: DoorEntry | null };

export interface OfflineDoorCheck {
  /** The scanned text. */
  qrData: string;
  /** The event this door checks. */
  eventId: string;
  /** Bookings this device already admitted since the list was made. */
  admittedHere: ReadonlySet<string>;
}

/**
 * The door's verdict without a network, from the downloaded list alone: only a signed QR of this
 * event whose entry opens, that was not checked in when the list was made and not admitted here since.
 */
export async function checkTicketOffline(
  index: DoorListIndex,
  { qrData, eventId, admittedHere }: OfflineDoorCheck,
): Promise<OfflineDoorVerdict> {
  const refused = (code: ErrorCode, message: string, entry: DoorEntry | null = null): OfflineDoorVerdict => ({
    verdict: 'refused',
    code,
    message,
    entry,
  });
  const qr = readSignedDoorQr(qrData);
  if (!qr) {
    return refused(
      'QR_REQUIRED_OFFLINE',
      'Offline, only a ticket QR can be checked. Please scan the QR code.',
    );
  }
  if (qr.eventId !== eventId) return refused('WRONG_EVENT', 'This ticket is for a different event');
  const sealed = index.get(await doorLookupKey(qr.sig));
  const entry = sealed ? await openDoorEntry(qr.sig, sealed) : null;
  if (!entry || entry.ticketId !== qr.ticketId || entry.eventId !== eventId) {
    return refused('NOT_ON_DOOR_LIST', 'Not on the check-in list: unknown, cancelled or not this event');
  }
  if (admittedHere.has(entry.bookingId)) {
    return refused('ALREADY_CHECKED_IN', 'Ticket already admitted at this door', entry);
  }
  if (entry.checkedInAt !== null) return refused('ALREADY_CHECKED_IN', 'Ticket already checked in', entry);
  return { verdict: 'admitted', entry };
}
