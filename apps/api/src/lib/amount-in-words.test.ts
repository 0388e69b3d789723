import { amountInWords } from '@ticketmela/domain';
import { describe, expect, test } from 'vitest';
import { amountInWordsIn } from './amount-in-words';

describe('a total in words', () => {
  test('in English, as the domain writes it', () => {
    expect(amountInWordsIn('en', 12_345_678)).toBe(amountInWords(12_345_678));
  });

  test('in Hindi, with the numbers’ own names, lakh and crore, rupees and paise', () => {
    expect(amountInWordsIn('hi', 12_345_678)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे मात्र');
    expect(amountInWordsIn('hi', 118_000)).toBe('एक हज़ार एक सौ अस्सी रुपये मात्र');
    expect(amountInWordsIn('hi', 9_900)).toBe('निन्यानवे रुपये मात्र');
    expect(amountInWordsIn('hi', 100)).toBe('एक रुपया मात्र');
    expect(amountInWordsIn('hi', 2_50_00_00_000)).toBe('दो करोड़ पचास लाख रुपये मात्र');
  });
});
