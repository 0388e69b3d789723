import { describe, expect, test } from 'vitest';
import cityTable from '../geo/indian-city-centres.json';
import { distanceKm, findCityCentre, PIN_FAR_FROM_CITY_KM, pinFarFromCity } from './venue-location';

const MUMBAI = { lat: 19.0728, lng: 72.8826 };
const NEW_DELHI_SPEC_DEFAULT = { lat: 28.6139, lng: 77.209 };
// Wankhede Stadium, the seed's Mumbai venue.
const WANKHEDE = { lat: 18.9389, lng: 72.8258 };

describe('distanceKm', () => {
  test('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(MUMBAI, MUMBAI)).toBe(0);
    expect(distanceKm(MUMBAI, NEW_DELHI_SPEC_DEFAULT)).toBeCloseTo(
      distanceKm(NEW_DELHI_SPEC_DEFAULT, MUMBAI),
      9,
    );
  });

  test('measures the great circle: Mumbai to New Delhi is about 1,150 km, one degree of latitude 111 km', () => {
    expect(distanceKm(MUMBAI, NEW_DELHI_SPEC_DEFAULT)).toBeGreaterThan(1_140);
    expect(distanceKm(MUMBAI, NEW_DELHI_SPEC_DEFAULT)).toBeLessThan(1_160);
    expect(distanceKm({ lat: 10, lng: 77 }, { lat: 11, lng: 77 })).toBeCloseTo(111.2, 0);
  });
});

describe('findCityCentre', () => {
  test('finds a city by its name whatever the case, spaces, accents or a state after a comma', () => {
    for (const typed of ['Mumbai', ' mumbai ', 'MUMBAI', 'Mumbaī', 'Mumbai, Maharashtra']) {
      expect(findCityCentre(typed), typed).toMatchObject({ name: 'Mumbai', ...MUMBAI });
    }
  });

  test('knows the older and common names', () => {
    expect(findCityCentre('Bombay')?.name).toBe('Mumbai');
    expect(findCityCentre('Bangalore')?.name).toBe('Bengaluru');
    expect(findCityCentre('Calcutta')?.name).toBe('Kolkata');
    expect(findCityCentre('Gurgaon')?.name).toBe('Gurugram');
    expect(findCityCentre('Goa')?.name).toBe('Panaji');
  });

  test('answers null for a city it does not know, or no city', () => {
    expect(findCityCentre('Atlantis')).toBeNull();
    expect(findCityCentre('')).toBeNull();
    expect(findCityCentre(' , ')).toBeNull();
  });

  test('every city of the table lies in India and every spelling names one city', () => {
    const spellings = new Set<string>();
    for (const city of cityTable.cities) {
      expect(city.lat, city.name).toBeGreaterThan(6);
      expect(city.lat, city.name).toBeLessThan(36);
      expect(city.lng, city.name).toBeGreaterThan(68);
      expect(city.lng, city.name).toBeLessThan(98);
      for (const spelling of [city.name, ...city.aliases]) {
        const key = spelling.toLowerCase();
        expect(spellings.has(key), `${spelling} twice`).toBe(false);
        spellings.add(key);
      }
    }
  });
});

describe('pinFarFromCity', () => {
  test('a Mumbai venue pinned in Mumbai is fine; pinned at the New Delhi default it is 1,150 km off', () => {
    expect(pinFarFromCity('Mumbai', WANKHEDE)).toBeNull();
    expect(pinFarFromCity('Mumbai', NEW_DELHI_SPEC_DEFAULT)).toEqual({
      city: 'Mumbai',
      km: expect.any(Number),
    });
    expect(pinFarFromCity('Mumbai', NEW_DELHI_SPEC_DEFAULT)?.km).toBeGreaterThan(1_100);
  });

  test(`the line is ${PIN_FAR_FROM_CITY_KM} km from the centre: just inside is fine, just outside is warned`, () => {
    // Due north of the centre, 1 degree of latitude being 111.2 km.
    const north = (km: number) => ({ lat: MUMBAI.lat + km / 111.195, lng: MUMBAI.lng });
    expect(pinFarFromCity('Mumbai', north(PIN_FAR_FROM_CITY_KM - 1))).toBeNull();
    expect(pinFarFromCity('Mumbai', north(PIN_FAR_FROM_CITY_KM + 1))).toEqual({
      city: 'Mumbai',
      km: PIN_FAR_FROM_CITY_KM + 1,
    });
  });

  test('a neighbouring city is caught: Pune is over 100 km from Mumbai', () => {
    const pune = findCityCentre('Pune');
    expect(pinFarFromCity('Mumbai', pune)?.km).toBeGreaterThan(100);
  });

  test('no warning without a pin or for a city the table does not know', () => {
    expect(pinFarFromCity('Mumbai', null)).toBeNull();
    expect(pinFarFromCity('Atlantis', NEW_DELHI_SPEC_DEFAULT)).toBeNull();
  });
});
