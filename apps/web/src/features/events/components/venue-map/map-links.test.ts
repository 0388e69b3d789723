import { describe, expect, test } from 'vitest';
import { googleMapsDirectionsUrl, googleMapsSearchUrl } from './map-links';

describe('Google Maps links', () => {
  test('View on Google Maps searches the coordinates, with the place id when known', () => {
    expect(googleMapsSearchUrl({ lat: 12.9605, lng: 77.6387 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.9605%2C77.6387',
    );
    expect(googleMapsSearchUrl({ lat: 12.9605, lng: 77.6387 }, 'ChIJabc')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.9605%2C77.6387&query_place_id=ChIJabc',
    );
  });

  test('Get Directions sets the destination', () => {
    expect(googleMapsDirectionsUrl({ lat: 28.6252, lng: 77.2339 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.6252%2C77.2339',
    );
  });
});
