import { describe, expect, test } from 'vitest';
import {
  filtersFromParams,
  paramsWithFilters,
  paramsWithoutFilters,
  queryFromFilters,
} from './filter-params';

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

  test('the filters become the API query; values the API would refuse are left out', () => {
    const category = '11111111-1111-4111-8111-111111111111';
    expect(
      queryFromFilters({ search: '  jazz ', category, date: '2026-12-01', city: 'Pune', price: '500' }),
    ).toEqual({ upcoming: true, search: 'jazz', category, date: '2026-12-01', city: 'Pune', maxPrice: 500 });
    expect(queryFromFilters({ search: ' ', category: '', date: '', city: '', price: '' })).toEqual({
      upcoming: true,
    });
    expect(
      queryFromFilters({ search: '', category: ' music ', date: '1/12/2026', city: '', price: '-5' }),
    ).toEqual({
      upcoming: true,
      category: 'music',
    });
    expect(queryFromFilters({ search: '', category: '', date: '', city: '', price: '1e3' })).toEqual({
      upcoming: true,
    });
    expect(queryFromFilters({ search: '', category: '', date: '', city: '', price: '0' })).toEqual({
      upcoming: true,
      maxPrice: 0,
    });
  });
});
