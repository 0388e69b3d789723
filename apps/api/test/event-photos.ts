import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The public paths storeImage gives an event's photo (large and thumbnail), whichever storage holds them. */
export const STORED_PHOTO = /^\/uploads\/events\/[0-9a-f-]{36}-large\.webp$/;
export const STORED_THUMB = /^\/uploads\/events\/[0-9a-f-]{36}-thumb\.webp$/;

/** A create's answer (201) with a stored photo: its two public paths. */
export function createdPhotoOf(response: LightMyRequestResponse): { photo: string; photoThumb: string } {
  expect(response.statusCode, response.body).toBe(201);
  const { photo, photoThumb } = response.json().event;
  expect(photo).toMatch(STORED_PHOTO);
  expect(photoThumb).toMatch(STORED_THUMB);
  return { photo, photoThumb };
}

/** An /uploads answer as every stored image is served: 200, WebP, cached a year as immutable, never sniffed. */
export function expectServedImage(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}
