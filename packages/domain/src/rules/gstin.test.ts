import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinStateCode, isValidGstin } from './gstin';
import { INDIAN_STATES_BY_CODE } from './indian-states';

// Published GSTINs whose check characters are known to be right.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN', () => {
  it.each(VALID)('accepts %s, in any case and with spaces around', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(isValidGstin(` ${gstin.toLowerCase()} `)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('refuses every single-character change of a valid GSTIN', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of VALID) {
      for (let index = 0; index < 15; index++) {
        for (const replacement of alphabet) {
          if (replacement === gstin[index]) continue;
          const mutated = gstin.slice(0, index) + replacement + gstin.slice(index + 1);
          expect(isValidGstin(mutated), mutated).toBe(false);
        }
      }
    }
  });

  it('refuses a wrong length, a state code that does not exist, and a missing Z', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZVV')).toBe(false);
    const badState = `99${'AAPFU0939F1Z'}`;
    expect(isValidGstin(badState + gstinCheckCharacter(badState))).toBe(false);
    const noZ = '27AAPFU0939F1A';
    expect(isValidGstin(noZ + gstinCheckCharacter(noZ))).toBe(false);
  });

  it('names the state it was registered in', () => {
    expect(gstinStateCode('27aapfu0939f1zv')).toBe('27');
    expect(INDIAN_STATES_BY_CODE.get('27')).toBe('Maharashtra');
    expect(INDIAN_STATES_BY_CODE.get('29')).toBe('Karnataka');
  });
});
