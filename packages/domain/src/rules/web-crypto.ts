/**
 * The few Web Crypto and encoding globals the door list needs, typed here because the domain compiles
 * without the DOM or Node type libraries. Node 20 and every browser the door runs in provide them on
 * `globalThis`; nothing is imported, so the same code runs on the server and on the phone.
 */

/** A key handle from `crypto.subtle`; the domain never looks inside one. */
export type OpaqueCryptoKey = { readonly type: string };

interface SubtleCryptoSubset {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: 'HKDF',
    extractable: false,
    usages: ['deriveKey'],
  ): Promise<OpaqueCryptoKey>;
  deriveKey(
    algorithm: { name: 'HKDF'; hash: 'SHA-256'; salt: Uint8Array; info: Uint8Array },
    baseKey: OpaqueCryptoKey,
    derivedKeyType: { name: 'AES-GCM'; length: 256 },
    extractable: false,
    usages: ('encrypt' | 'decrypt')[],
  ): Promise<OpaqueCryptoKey>;
  encrypt(
    algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array },
    key: OpaqueCryptoKey,
    data: Uint8Array,
  ): Promise<ArrayBuffer>;
  decrypt(
    algorithm: { name: 'AES-GCM'; iv: Uint8Array; additionalData: Uint8Array },
    key: OpaqueCryptoKey,
    data: Uint8Array,
  ): Promise<ArrayBuffer>;
}

interface WebGlobals {
  crypto: { subtle: SubtleCryptoSubset; getRandomValues<T extends Uint8Array>(array: T): T };
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: 'utf-8', options: { fatal: true }) => { decode(bytes: Uint8Array): string };
}

const web = globalThis as unknown as WebGlobals;

export const subtle = (): SubtleCryptoSubset => web.crypto.subtle;

export const randomBytes = (length: number): Uint8Array => web.crypto.getRandomValues(new Uint8Array(length));

export const utf8 = (text: string): Uint8Array => new web.TextEncoder().encode(text);

/** Strict UTF-8: malformed bytes throw instead of turning into replacement characters. */
export const fromUtf8 = (bytes: Uint8Array): string =>
  new web.TextDecoder('utf-8', { fatal: true }).decode(bytes);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUE = new Map([...BASE64URL].map((char, index) => [char, index]));

/** base64url without padding (RFC 4648 §5), as the QR's signature and the door list are written. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    out += BASE64URL[b0 >> 2]! + BASE64URL[((b0 & 3) << 4) | ((b1 ?? 0) >> 4)]!;
    if (b1 !== undefined) out += BASE64URL[((b1 & 15) << 2) | ((b2 ?? 0) >> 6)]!;
    if (b2 !== undefined) out += BASE64URL[b2 & 63]!;
  }
  return out;
}

/** The bytes of unpadded base64url text, or null when it is not that (wrong letters or length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = BASE64URL_VALUE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  // The leftover bits of the last character must be zero, so each byte string has one spelling.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return out;
}
