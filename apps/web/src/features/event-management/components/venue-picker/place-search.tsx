import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import type { MapHandle, PlaceResult } from './types';
import { usePlaceSearch } from './use-place-search';

/** 'Search for a place': the search box, what the search found, and the list of places to choose from. */
export function PlaceSearch({
  handle,
  onChoose,
}: {
  /** The loaded map, whose geocoder searches; null while it loads (a search then fails). */
  handle: MapHandle | null;
  onChoose: (place: PlaceResult) => void;
}) {
  const { t } = useLingui();
  const { query, setQuery, search, runSearch, clearResults } = usePlaceSearch(handle);
  const searchId = useId();
  const resultsId = useId();

  function searchStatusText(): string {
    if (search.status === 'searching') return t`Searching...`;
    if (search.status === 'failed')
      return t`Place search is not available right now. Click the map to place the pin and type the venue name below.`;
    if (search.status !== 'done') return '';
    const query = search.query;
    const count = search.results.length;
    if (count === 0) return t`No places found for "${query}". Try another name, or click the map.`;
    return t`${plural(count, { one: '# place found.', other: '# places found.' })} Choose one below.`;
  }
  const searchStatus = searchStatusText();

  return (
    <div className="space-y-1.5">
      <label htmlFor={searchId} className="text-sm font-medium text-gray-800">
        <Trans>Search for a place</Trans>
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500">
            <Search aria-hidden="true" className="size-4" />
          </span>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches; it must not submit the event form around the picker.
              if (event.key === 'Enter') {
                event.preventDefault();
                runSearch();
              }
            }}
            placeholder={t`Venue name, area or address`}
            autoComplete="off"
            aria-describedby={`${searchId}-hint`}
            aria-controls={search.status === 'done' ? resultsId : undefined}
            className={inputClasses(false, 'pl-10')}
          />
        </div>
        <Button
          variant="secondary"
          onClick={runSearch}
          busy={search.status === 'searching'}
          disabled={!query.trim()}
        >
          <Trans>Search</Trans>
        </Button>
      </div>
      <p id={`${searchId}-hint`} className="text-xs text-gray-600">
        <Trans>Search, then choose a result, or click the map to drop the pin (drag it to adjust).</Trans>
      </p>
      <p role="status" className={searchStatus ? 'text-sm text-gray-800' : 'sr-only'}>
        {searchStatus}
      </p>
      {search.status === 'done' && search.results.length > 0 ? (
        <ul
          id={resultsId}
          aria-label={t`Places found`}
          className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white"
        >
          {search.results.map((place) => (
            <li key={place.key}>
              <button
                type="button"
                onClick={() => {
                  onChoose(place);
                  clearResults();
                }}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold text-gray-900">{place.name}</span>
                  {place.address && place.address !== place.name ? (
                    <span className="block text-sm text-gray-700">{place.address}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
