import { EMPTY_EVENT_FILTERS, type EventFilters, readMaxPrice } from '@ticketmela/domain';
import type { EventPageQuery } from '../api/events-query';

/** The list page keeps its filters in the address, under these names, so a filtered list can be reloaded or shared. */
const FILTER_KEYS = [
  'search',
  'category',
  'date',
  'city',
  'price',
] as const satisfies readonly (keyof EventFilters)[];

export function filtersFromParams(params: URLSearchParams): EventFilters {
  const filters: EventFilters = { ...EMPTY_EVENT_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

/** The new query string after changing some filters: empty filters leave the address; other parameters stay. */
export function paramsWithFilters(current: URLSearchParams, changes: Partial<EventFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key] ?? '';
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function paramsWithoutFilters(current: URLSearchParams): URLSearchParams {
  return paramsWithFilters(current, { ...EMPTY_EVENT_FILTERS });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters as the API's query (GET /events?upcoming=true&...): the server applies the spec's rules
 * (title contains, same category (its id, name or slug), same India day, exact city, price at most). A value the API
 * would refuse (a malformed day from an edited address, a negative price) is left out rather than failing the page;
 * the filters panel says what is wrong with a price.
 */
export function queryFromFilters(filters: EventFilters): EventPageQuery {
  const search = filters.search.trim();
  const category = filters.category.trim();
  const date = filters.date.trim();
  const city = filters.city.trim();
  const price = readMaxPrice(filters.price);
  return {
    upcoming: true,
    ...(search ? { search: search.slice(0, 100) } : {}),
    ...(category ? { category: category.slice(0, 100) } : {}),
    ...(DAY.test(date) ? { date } : {}),
    ...(city ? { city: city.slice(0, 100) } : {}),
    ...(price.ok && price.rupees !== undefined ? { maxPrice: price.rupees } : {}),
  };
}
