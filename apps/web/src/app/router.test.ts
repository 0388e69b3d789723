import { describe, expect, it } from 'vitest';
import { routePatternFor } from './router';

describe('routePatternFor', () => {
  it.each([
    ['/', '/'],
    ['/events', '/events'],
    ['/events/6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e', '/events/:id'],
    ['/events/create', '/events/create'],
    ['/events/verify', '/events/verify'],
    ['/admin/emails', '/admin/emails/:id?'],
    ['/profile/', '/profile'],
    ['/pay/test-upi/upi_req_1', '/pay/test-upi/:requestId'],
  ])('%s is the route %s', (pathname, pattern) => {
    expect(routePatternFor(pathname)).toBe(pattern);
  });

  it.each(['/nope', '/events/a/b', '/assets/missing.js', '/profile/other'])(
    '%s is no route of the app (its 404 screen)',
    (pathname) => {
      expect(routePatternFor(pathname)).toBeNull();
    },
  );
});
