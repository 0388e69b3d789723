import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('amounts in words', () => {
  it('groups in thousands, lakhs and crores', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(15)).toBe('Fifteen');
    expect(numberInIndianWords(90)).toBe('Ninety');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(1000)).toBe('One Thousand');
    expect(numberInIndianWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(100_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_23_45_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInIndianWords(150_00_00_000)).toBe('One Hundred Fifty Crore');
  });

  it('says rupees and paise the way invoices do', () => {
    expect(amountInWords(50_000)).toBe('Rupees Five Hundred Only');
    expect(amountInWords(1_23_456_78)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
