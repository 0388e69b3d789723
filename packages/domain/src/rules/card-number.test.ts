import { describe, expect, test } from 'vitest';
import { cardNumberDigits, isValidCardNumber, passesLuhnCheck } from './card-number';

describe('card number (Luhn check)', () => {
  test("Stripe's test cards pass", () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444']) {
      expect(passesLuhnCheck(number), number).toBe(true);
      expect(isValidCardNumber(number), number).toBe(true);
    }
    expect(isValidCardNumber('378282246310005')).toBe(true); // American Express, 15 digits
  });

  test('one mistyped digit or two swapped neighbours fail', () => {
    expect(passesLuhnCheck('4242424242424241')).toBe(false);
    expect(passesLuhnCheck('4242424242424224')).toBe(false);
    expect(passesLuhnCheck('1234567812345678')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4243')).toBe(false);
  });

  test('spaces and dashes between groups are ignored; anything else is not a card number', () => {
    expect(cardNumberDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('4242x4242x4242x4242')).toBe(false);
    expect(passesLuhnCheck('')).toBe(false);
    expect(passesLuhnCheck('42a2')).toBe(false);
  });

  test('a number must have 12 to 19 digits even when its checksum works', () => {
    expect(passesLuhnCheck('0')).toBe(true);
    expect(isValidCardNumber('0')).toBe(false);
    expect(isValidCardNumber('00000000000')).toBe(false); // 11 digits
    expect(isValidCardNumber('000000000000')).toBe(true); // 12 digits
    expect(isValidCardNumber('00000000000000000000')).toBe(false); // 20 digits
  });
});
