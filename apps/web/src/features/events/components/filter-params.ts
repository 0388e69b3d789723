import { EMPTY_EVENT_FILTERS, type EventFilters } from '@ticketmela/domain';

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
