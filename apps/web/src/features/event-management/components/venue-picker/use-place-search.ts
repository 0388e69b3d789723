import { useEffect, useRef, useState } from 'react';
import type { MapHandle, PlaceResult } from './types';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; results: PlaceResult[] }
  | { status: 'failed' };

/** The place search's text and its latest search through the map's geocoder; a new search cancels the one before. */
export function usePlaceSearch(handle: MapHandle | null) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const searchAbort = useRef<AbortController | null>(null);

  useEffect(() => () => searchAbort.current?.abort(), []);

  function runSearch() {
    const text = query.trim();
    if (!text) return;
    if (!handle) {
      setSearch({ status: 'failed' });
      return;
    }
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearch({ status: 'searching' });
    handle.geocoder.search(text, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        setSearch({ status: 'done', query: text, results });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Place search failed', failure);
        setSearch({ status: 'failed' });
      },
    );
  }

  /** Hides the results once one is chosen. */
  function clearResults() {
    setSearch({ status: 'idle' });
  }

  return { query, setQuery, search, runSearch, clearResults };
}
