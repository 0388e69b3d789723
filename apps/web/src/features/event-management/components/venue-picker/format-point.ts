import type { LatLng } from './types';

/** A point as the picker writes it: '28.61390, 77.20900'. */
export function formatPoint({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
