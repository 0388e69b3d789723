import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { findCityCentre, pinFarFromCity } from '@ticketmela/domain';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { lazy, type Ref, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MapLoading, MapLoadingError } from '@/components/map/map-status';
import { Button } from '@/components/ui/button';
import { inputClasses, TextField } from '@/components/ui/field';
import { env } from '@/config/env';
import { PinFarFromCityNote } from './pin-far-from-city-note';
import {
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_PLACE,
  MAP_ZOOM_WITH_CITY,
  MAP_ZOOM_WITHOUT_CITY,
  type MapHandle,
  type PlaceResult,
  VENUE_NAME_NEEDED,
  VENUE_TYPING_HINT,
  type VenueValue,
} from './types';

// The map libraries are fetched only when the form is opened, never with the first page.
const MapEngine = env.googleMapsApiKey
  ? lazy(() => import('./google-map'))
  : lazy(() => import('./leaflet-map'));

export interface VenuePickerProps {
  value: VenueValue | null;
  onChange: (venue: VenueValue) => void;
  /** The city typed in the form: the map starts closer (zoom 13) when there is one. */
  city: string;
  /** A chosen place names its city; the form fills its City field with it. */
  onCityFound: (city: string, source: 'search' | 'map') => void;
  error?: string | undefined;
  /** Receives the venue name input, so a failed submit can focus it. */
  nameInputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; results: PlaceResult[] }
  | { status: 'failed' };

/** Who wrote the venue's name or address: a later map click replaces only what a map click wrote. */
type Source = 'user' | 'search' | 'map' | null;

const EMPTY_VENUE: VenueValue = { name: '', address: null, coordinates: null, placeId: null };

function formatPoint({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/**
 * The Venue Location picker: a place search (Nominatim-compatible geocoder, or Google's with a key), a map to click
 * (or a pin to drag), and the venue's name and address, which stay editable. Nothing here needs the network to
 * work: when the geocoder or the map images cannot be reached, the organizer clicks the map and types the name.
 */
export function VenuePicker({
  value,
  onChange,
  city,
  onCityFound,
  error,
  nameInputRef,
  onBlur,
}: VenuePickerProps) {
  const { t, i18n } = useLingui();
  const venue = value ?? EMPTY_VENUE;
  const venueRef = useRef(venue);
  venueRef.current = venue;
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [lookup, setLookup] = useState<'idle' | 'looking' | 'failed' | 'none'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const sources = useRef<{ name: Source; address: Source }>({
    name: venue.name ? 'user' : null,
    address: venue.address ? 'user' : null,
  });
  const searchAbort = useRef<AbortController | null>(null);
  const lookupAbort = useRef<AbortController | null>(null);
  const searchId = useId();
  const resultsId = useId();

  const [initialView] = useState(() =>
    venue.coordinates
      ? { center: venue.coordinates, zoom: MAP_ZOOM_PLACE }
      : {
          center: findCityCentre(city) ?? MAP_DEFAULT_CENTER,
          zoom: city.trim() ? MAP_ZOOM_WITH_CITY : MAP_ZOOM_WITHOUT_CITY,
        },
  );
  const centredOn = useRef<string | null>(null);

  useEffect(
    () => () => {
      searchAbort.current?.abort();
      lookupAbort.current?.abort();
    },
    [],
  );

  // No pin yet: centre the map on the typed city. A city of the bundled table at once, without the network; any
  // other through the geocoder (best effort), once per city name, a second after the last keystroke.
  useEffect(() => {
    const target = city.trim();
    const key = target.toLowerCase();
    if (!handle || !target || venueRef.current.coordinates || centredOn.current === key) return;
    const known = findCityCentre(target);
    if (known) {
      centredOn.current = key;
      handle.show(known, MAP_ZOOM_WITH_CITY);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      centredOn.current = key;
      handle.geocoder.search(target, controller.signal).then(
        ([first]) => {
          if (first && !venueRef.current.coordinates) handle.show(first, MAP_ZOOM_WITH_CITY);
        },
        () => {},
      );
    }, 1000);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [handle, city]);

  const onReady = useCallback((next: MapHandle) => setHandle(next), []);

  const pickPoint = useCallback(
    (point: LatLng) => {
      const current = venueRef.current;
      const keepAddress = sources.current.address === 'user' || sources.current.address === 'search';
      if (!keepAddress) sources.current.address = null;
      onChange({
        ...current,
        address: keepAddress ? current.address : null,
        coordinates: point,
        // A Google place id names the chosen place, not a point nearby; the lookup below may give a new one.
        placeId: keepAddress ? current.placeId : null,
      });
      const place = formatPoint(point);
      setAnnouncement(t`Venue pin placed at ${place}.`);
      lookupAbort.current?.abort();
      if (!handle) return;
      const controller = new AbortController();
      lookupAbort.current = controller;
      setLookup('looking');
      handle.geocoder.reverse(point, controller.signal).then(
        (place) => {
          if (controller.signal.aborted) return;
          if (!place) {
            setLookup('none');
            return;
          }
          setLookup('idle');
          const latest = venueRef.current;
          const fillName = !latest.name.trim() || sources.current.name === 'map';
          const fillAddress = !latest.address?.trim() || sources.current.address === 'map';
          if (fillName) sources.current.name = 'map';
          if (fillAddress) sources.current.address = 'map';
          onChange({
            ...latest,
            name: fillName ? place.name : latest.name,
            address: fillAddress ? place.address : latest.address,
            placeId: fillAddress ? place.placeId : latest.placeId,
          });
          if (place.city) onCityFound(place.city, 'map');
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Reverse geocoding failed', failure);
          setLookup('failed');
        },
      );
    },
    [handle, onChange, onCityFound, t],
  );

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

  function choose(place: PlaceResult) {
    lookupAbort.current?.abort();
    setLookup('idle');
    sources.current = { name: 'search', address: 'search' };
    onChange({
      name: place.name,
      address: place.address || null,
      coordinates: { lat: place.lat, lng: place.lng },
      placeId: place.placeId,
    });
    if (place.city) onCityFound(place.city, 'search');
    handle?.show(place, MAP_ZOOM_PLACE);
    setSearch({ status: 'idle' });
    const name = place.name;
    setAnnouncement(t`Selected ${name}.`);
  }

  function removePin() {
    lookupAbort.current?.abort();
    setLookup('idle');
    onChange({ ...venueRef.current, coordinates: null, placeId: null });
    setAnnouncement(t`Venue pin removed.`);
  }

  // The pin is placed but the venue has no name yet (its address could not be looked up, say): the form's
  // 'select a venue using the map' would be wrong, so the name field asks for what is missing.
  const nameError = error && venue.coordinates && !venue.name.trim() ? i18n._(VENUE_NAME_NEEDED) : error;

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
  const pinnedAt = venue.coordinates ? formatPoint(venue.coordinates) : null;

  return (
    <div className="space-y-4">
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
                  onClick={() => choose(place)}
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

      {/* isolate: the map's panes, controls and notices stack inside this box, never over the sticky header. */}
      <div className="relative isolate z-0 h-72 overflow-hidden rounded-xl border border-gray-300 sm:h-96">
        <ErrorBoundary
          fallback={() => (
            <MapLoadingError
              message={t`The map could not be loaded. Please check your connection.`}
              hint={i18n._(VENUE_TYPING_HINT)}
            />
          )}
        >
          <Suspense fallback={<MapLoading />}>
            <MapEngine
              initialCenter={initialView.center}
              initialZoom={initialView.zoom}
              marker={venue.coordinates}
              onPick={pickPoint}
              onReady={onReady}
              label={t`Venue map: click to place the venue pin`}
            />
          </Suspense>
        </ErrorBoundary>
      </div>

      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-gray-800">
          {pinnedAt ? (
            <Trans>
              <span className="font-medium">Pinned at</span> {pinnedAt}
            </Trans>
          ) : (
            <Trans>No pin on the map yet.</Trans>
          )}
          {lookup === 'looking' ? (
            <span className="text-gray-600">
              {' · '}
              <Trans>Looking up the address...</Trans>
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => handle && pickPoint(handle.getCenter())}
            disabled={!handle}
            icon={<LocateFixed aria-hidden="true" className="size-4" />}
          >
            <Trans>Pin the map centre</Trans>
          </Button>
          {venue.coordinates ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={removePin}
              icon={<X aria-hidden="true" className="size-4" />}
            >
              <Trans>Remove pin</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      <PinFarFromCityNote far={pinFarFromCity(city, venue.coordinates)} />
      {(lookup === 'failed' || lookup === 'none') && venue.coordinates ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {lookup === 'failed'
            ? t`The pin is placed, but the address of this point could not be looked up. Please type the venue name (and address) below.`
            : t`The pin is placed, but no address is known at this point. Please type the venue name (and address) below.`}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={nameInputRef}
          label={t`Venue Name`}
          required
          value={venue.name}
          onChange={(event) => {
            sources.current.name = 'user';
            onChange({ ...venueRef.current, name: event.target.value });
          }}
          onBlur={onBlur}
          placeholder={t`e.g. Siri Fort Auditorium`}
          autoComplete="off"
          maxLength={200}
          error={nameError}
        />
        <TextField
          label={t`Venue Address`}
          value={venue.address ?? ''}
          onChange={(event) => {
            sources.current.address = 'user';
            onChange({ ...venueRef.current, address: event.target.value });
          }}
          placeholder={t`Street, area, PIN code`}
          autoComplete="off"
          maxLength={500}
          hint={t`Optional`}
        />
      </div>
    </div>
  );
}
