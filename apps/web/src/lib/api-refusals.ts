import { isApiError } from './api-client';

/**
 * Not the signed-in person's to see (403) or no such thing (404, or 400 for an id that cannot be one). Its own file,
 * not api-client's: only the organizer's pages ask it, and api-client is in every page's first JavaScript.
 */
export function isRefusedOrMissing(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.statusCode);
}
