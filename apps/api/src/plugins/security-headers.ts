import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** HSTS for a year with subdomains; ops/nginx/ticketmela-tls.conf leaves the header to the app (decision 0031). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Only the door's scanner uses a device: the camera, on this site. Payments may be asked for by Stripe's frames
 * (Apple Pay, Google Pay through the Payment Request API); everything else is off for every frame.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * The headers every answer carries (helmet), decision 0031. The Content-Security-Policy set here is the API's:
 * a JSON answer, an image or /metrics loads nothing and may be framed by no one. The web app's pages and files
 * replace it with the pages' policy (web-app.ts, web-app-content-policy.ts), and the OpenAPI viewer with its own.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The origin, not the path, goes to other sites: OpenStreetMap's tile policy and Google Maps keys restricted
    // to this site's address need it; helmet's default (no-referrer) would break both.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
