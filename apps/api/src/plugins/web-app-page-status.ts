/**
 * The HTTP status of a page of the web app. The app draws its own 404 screen for an address none of its routes knows,
 * and "Event Not Found" for an event that does not exist; the status says the same, so that search engines, link
 * checkers and monitoring see a missing page as missing (decision 0032).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The event page's route (routePatterns.event in the web app): its id must be an event's. */
const EVENT_ROUTE = '/events/:id';

export interface PageFacts {
  /**
   * The route the web app shows for the address ('/events/:id'), null when only its catch-all (the 404 screen) does,
   * undefined when the build cannot say (no server renderer): then the address is taken for a page.
   */
  routePattern: string | null | undefined;
  pathname: string;
  /** The status of the API's answer for the thing the page shows (the event), when the page asked for one. */
  subjectStatus?: number;
}

export function pageStatus({ routePattern, pathname, subjectStatus }: PageFacts): 200 | 404 {
  if (routePattern === null) return 404;
  if (routePattern === EVENT_ROUTE) {
    const id = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
    if (!UUID.test(id)) return 404;
  }
  return subjectStatus === 404 ? 404 : 200;
}
