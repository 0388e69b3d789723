import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromGoogleResult } from './google-geocoder';
import { createNominatimGeocoder, fromNominatimPlace, nominatimCity } from './nominatim';

afterEach(() => vi.unstubAllGlobals());

describe('Nominatim', () => {
  test('a place becomes a result with its name, address, point and city, and no Google place id', () => {
    expect(
      fromNominatimPlace({
        osm_type: 'way',
        osm_id: 42,
        lat: '18.9256',
        lon: '72.82',
        name: 'NCPA',
        display_name: 'NCPA, Nariman Point, Mumbai, Maharashtra, India',
        address: { suburb: 'Nariman Point', city: 'Mumbai', state: 'Maharashtra' },
      }),
    ).toEqual({
      key: 'way-42',
      name: 'NCPA',
      address: 'NCPA, Nariman Point, Mumbai, Maharashtra, India',
      lat: 18.9256,
      lng: 72.82,
      city: 'Mumbai',
      placeId: null,
    });
  });

  test('without a name the first part of the address names the place; without a point there is no result', () => {
    expect(fromNominatimPlace({ lat: '1', lon: '2', display_name: 'MG Road, Pune' })?.name).toBe('MG Road');
    expect(fromNominatimPlace({ display_name: 'Nowhere' })).toBeNull();
  });

  test('the city is the most specific settlement named', () => {
    expect(nominatimCity({ town: 'Lonavala', state_district: 'Pune' })).toBe('Lonavala');
    expect(nominatimCity({ state_district: 'Pune', state: 'Maharashtra' })).toBe('Pune');
    expect(nominatimCity({ state: 'Goa' })).toBeNull();
  });

  test('search asks for Indian places in JSON, and reverse keeps the clicked point', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      const body = url.includes('/search?')
        ? [
            {
              osm_type: 'node',
              osm_id: 1,
              lat: '28.6',
              lon: '77.2',
              name: 'India Gate',
              display_name: 'India Gate, Delhi',
            },
          ]
        : {
            osm_type: 'way',
            osm_id: 2,
            lat: '28.61',
            lon: '77.21',
            display_name: 'Rajpath, New Delhi',
            address: { city: 'New Delhi' },
          };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const geocoder = createNominatimGeocoder('https://geo.example');

    const results = await geocoder.search('india gate');
    expect(results.map((place) => place.name)).toEqual(['India Gate']);
    const searchUrl = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(searchUrl.origin + searchUrl.pathname).toBe('https://geo.example/search');
    expect(searchUrl.searchParams.get('q')).toBe('india gate');
    expect(searchUrl.searchParams.get('format')).toBe('jsonv2');
    expect(searchUrl.searchParams.get('countrycodes')).toBe('in');

    const place = await geocoder.reverse({ lat: 28.6129, lng: 77.2295 });
    expect(place).toMatchObject({ name: 'Rajpath', city: 'New Delhi', lat: 28.6129, lng: 77.2295 });
  });

  test('a failing geocoder rejects, so the picker can say so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(createNominatimGeocoder('https://geo.example').search('x')).rejects.toThrow('503');
  });
});

describe('Google geocoder results', () => {
  const point = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

  test('a named place keeps its name and its place id; the city comes from the locality', () => {
    expect(
      fromGoogleResult({
        formatted_address: 'Jio World Garden, Bandra Kurla Complex, Mumbai, Maharashtra 400051, India',
        place_id: 'ChIJabc',
        types: ['establishment', 'point_of_interest'],
        geometry: { location: point(19.06, 72.86) },
        address_components: [
          { long_name: 'Jio World Garden', types: ['establishment'] },
          { long_name: 'Mumbai', types: ['locality', 'political'] },
        ],
      }),
    ).toMatchObject({ name: 'Jio World Garden', placeId: 'ChIJabc', city: 'Mumbai', lat: 19.06, lng: 72.86 });
  });

  test('a street address is named by the first part of the formatted address', () => {
    expect(
      fromGoogleResult({
        formatted_address: '12 MG Road, Bengaluru, Karnataka',
        types: ['street_address'],
        geometry: { location: point(12.97, 77.6) },
        address_components: [{ long_name: '12', types: ['street_number'] }],
      })?.name,
    ).toBe('12 MG Road');
  });
});
