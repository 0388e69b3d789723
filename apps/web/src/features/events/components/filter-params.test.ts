import { describe, expect, test } from 'vitest';
import { filtersFromParams, paramsWithFilters, paramsWithoutFilters } from './filter-params';

describe('filters in the address', () => {
  test('reads every filter, missing ones as empty strings', () => {
    expect(filtersFromParams(new URLSearchParams('search=jazz&city=Pune&price=500'))).toEqual({
      search: 'jazz',
      category: '',
      date: '',
      city: 'Pune',
      price: '500',
    });
  });

  test('setting a filter keeps the others; clearing one removes it from the address', () => {
    const start = new URLSearchParams('search=jazz&city=Pune&utm_source=x');
    const next = paramsWithFilters(start, { city: '', price: '300' });
    expect(next.toString()).toBe('search=jazz&utm_source=x&price=300');
    expect(start.toString()).toBe('search=jazz&city=Pune&utm_source=x');
  });

  test('clearing all filters keeps unrelated parameters', () => {
    const start = new URLSearchParams('search=a&category=b&date=2026-12-01&city=c&price=1&utm_source=x');
    expect(paramsWithoutFilters(start).toString()).toBe('utm_source=x');
  });
});
