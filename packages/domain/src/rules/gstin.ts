import { INDIAN_STATES_BY_CODE } from './indian-states';

// GSTIN: 2-digit state code, the holder's 10-character PAN, an entity number, 'Z', and a check character computed
// mod 36 over the first 14 (the public GSTIN checksum, INDIA-NOTES.md).

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const INVALID_GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV';

/** The check character of a GSTIN's first 14 characters (uppercase). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

export function normalizeGstin(value: string): string {
  return value.trim().toUpperCase();
}

/** Format, a state code that exists, and the check character. */
export function isValidGstin(value: string): boolean {
  const gstin = normalizeGstin(value);
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!INDIAN_STATES_BY_CODE.has(gstin.slice(0, 2))) return false;
  return gstinCheckCharacter(gstin) === gstin[14];
}

/** The GST state code a GSTIN was registered in ('27' for Maharashtra). */
export function gstinStateCode(gstin: string): string {
  return normalizeGstin(gstin).slice(0, 2);
}
