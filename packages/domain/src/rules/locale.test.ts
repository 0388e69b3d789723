import { describe, expect, test } from 'vitest';
import { intlTagOf, isLocale, localeFromAcceptLanguage, localeOr, pluralCategoryOf } from './locale';

describe('localeFromAcceptLanguage', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in,en;q=0.9', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['ta-IN,hi;q=0.7,en;q=0.5', 'hi'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    // The header's order breaks a tie.
    ['hi;q=0.8,en;q=0.8', 'hi'],
    ['fr-FR,de;q=0.9', 'en'],
    // q=0 is a refusal, and a broken weight is ignored.
    ['hi;q=0,en;q=0.1', 'en'],
    ['hi;q=banana,en;q=0.2', 'en'],
    ['*', 'en'],
    [' , ;q=1, hi ', 'hi'],
  ])('%j -> %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

test('isLocale and the Intl tag of each locale', () => {
  expect(isLocale('hi')).toBe(true);
  expect(isLocale('en')).toBe(true);
  expect(isLocale('hi-IN')).toBe(false);
  expect(isLocale(undefined)).toBe(false);
  expect(intlTagOf('en')).toBe('en-IN');
  expect(intlTagOf('hi')).toBe('hi-IN');
});

test('plural categories for 0, 1, 2 and 5: Hindi groups 0 with 1, English does not', () => {
  expect([0, 1, 2, 5].map((count) => pluralCategoryOf('en', count))).toEqual([
    'other',
    'one',
    'other',
    'other',
  ]);
  expect([0, 1, 2, 5].map((count) => pluralCategoryOf('hi', count))).toEqual([
    'one',
    'one',
    'other',
    'other',
  ]);
});

test('amounts group in lakhs with Latin digits in both languages', () => {
  const rupees = (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      100000,
    );
  expect(rupees(intlTagOf('en'))).toBe('₹1,00,000');
  expect(rupees(intlTagOf('hi'))).toBe('₹1,00,000');
});

test('localeOr: a known language as it is, anything else the default', () => {
  expect(localeOr('hi')).toBe('hi');
  expect(localeOr('en')).toBe('en');
  expect(localeOr('fr')).toBe('en');
  expect(localeOr(null)).toBe('en');
});
