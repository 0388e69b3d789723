/**
 * The Content-Security-Policy of the web app's pages (decision 0031). Scripts run only from this site, plus the
 * inline scripts the server itself writes into a page, each allowed by its SHA-256 hash computed from the page's
 * HTML as served (never copied by hand), plus the third-party scripts the web build was configured to load (the
 * build writes them into dist/.vite/content-sources.json: apps/web/build/content-sources.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What one build of the web app loads from elsewhere (apps/web/build/content-sources.ts writes it). */
export interface ContentSources {
  /** VITE_API_URL: '/api' or another site's address. */
  apiUrl: string;
  /** The Leaflet tile template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
  mapTileUrl: string;
  /** The Nominatim-compatible geocoder of the venue picker. */
  geocoderUrl: string;
  stripe: boolean;
  googleSignIn: boolean;
  googleMaps: boolean;
  /**
   * Razorpay Checkout's script address when Razorpay is the payment provider (set by the server from its
   * configuration, not by the build: the provider is chosen at run time), else null.
   */
  razorpayCheckoutUrl?: string | null;
}

/** A build without the file (older than decision 0031): the app's defaults, no keys. */
export const DEFAULT_CONTENT_SOURCES: ContentSources = {
  apiUrl: '/api',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
  stripe: false,
  googleSignIn: false,
  googleMaps: false,
  razorpayCheckoutUrl: null,
};

const CONTENT_SOURCES_FILE = path.join('.vite', 'content-sources.json');

/** The build's list, or the defaults when it has none or it cannot be read (the pages still get a strict policy). */
export function readContentSources(distDir: string): ContentSources {
  const file = path.join(distDir, CONTENT_SOURCES_FILE);
  if (!existsSync(file)) return DEFAULT_CONTENT_SOURCES;
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<ContentSources>;
    return { ...DEFAULT_CONTENT_SOURCES, ...read };
  } catch {
    return DEFAULT_CONTENT_SOURCES;
  }
}

/**
 * The CSP source of an address or URL template: its scheme and host ('https://*.tile.openstreetmap.org' for
 * '{s}.tile...'), 'self' for a path on this site, the scheme alone when the host is itself a template.
 */
export function sourceOf(address: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(address.trim());
  if (!match) return "'self'";
  const [, scheme = 'https', host = ''] = match;
  const wildcarded = host.replace(/^\{[a-z]+\}\./i, '*.');
  return wildcarded.includes('{') ? `${scheme.toLowerCase()}:` : `${scheme.toLowerCase()}://${wildcarded}`;
}

type Directive = 'script' | 'frame' | 'connect' | 'img' | 'style' | 'font' | 'worker';
type Provider = Partial<Record<Directive, string[]>>;

// Each provider's documented needs: Stripe.js (docs.stripe.com/security/guide#content-security-policy), Google
// Identity Services (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy),
// the Maps JavaScript API's allowlist (developers.google.com/maps/documentation/javascript/content-security-policy).
const STRIPE: Provider = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
const GOOGLE_SIGN_IN: Provider = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};
const GOOGLE_MAPS: Provider = {
  // Google's allowlist for the Maps JavaScript API includes 'unsafe-eval' and blob: scripts and workers.
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  frame: ['*.google.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  worker: ['blob:'],
};

/**
 * Razorpay Checkout (decision 0038): its script, from RAZORPAY_CHECKOUT_URL's site, opens its window in frames of
 * checkout.razorpay.com and api.razorpay.com and talks to them. Razorpay publishes no CSP list that we could find;
 * these are the sites its Checkout documentation names. The configured script's own site is allowed too (a stand-in
 * in tests), for the script, its frames and its calls.
 */
function razorpay(checkoutUrl: string): Provider {
  const own = sourceOf(checkoutUrl);
  const sites = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
  return {
    script: [own, 'https://checkout.razorpay.com'],
    frame: [own, ...sites],
    connect: [own, ...sites],
  };
}

/**
 * The pages' policy for one build: the given inline-script hashes ('sha256-...') and what `sources` says the build
 * loads. Styles allow 'unsafe-inline' (decision 0031: the drawn pages inline the stylesheet, React writes style
 * attributes, Leaflet, Stripe and Google inject styles); scripts never do.
 */
export function pageContentSecurityPolicy(sources: ContentSources, scriptHashes: readonly string[]): string {
  const providers = [
    sources.stripe ? STRIPE : null,
    sources.googleSignIn ? GOOGLE_SIGN_IN : null,
    sources.googleMaps ? GOOGLE_MAPS : null,
    sources.razorpayCheckoutUrl ? razorpay(sources.razorpayCheckoutUrl) : null,
  ].filter((provider) => provider !== null);
  const extra = (kind: Directive) => providers.flatMap((provider) => provider[kind] ?? []);
  const api = sourceOf(sources.apiUrl);
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  const frames = extra('frame');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': the door scanner's QR decoder (zxing-wasm) compiles WebAssembly; it allows no eval().
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes, ...extra('script')]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'", ...extra('style')]],
    // data: and blob: for the ticket QR codes (PNG data URLs) and the chosen photo's preview before it is uploaded.
    ['img-src', ["'self'", 'data:', 'blob:', sourceOf(sources.mapTileUrl), api, ...extra('img')]],
    ['font-src', ["'self'", ...extra('font')]],
    ['connect-src', ["'self'", sourceOf(sources.geocoderUrl), api, ...extra('connect')]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    // The door's service worker (dist/sw.js).
    ['worker-src', ["'self'", ...extra('worker')]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** A <script> without src whose type runs as script (none, a JavaScript type, or module); JSON data blocks do not. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
const RUNS_AS_SCRIPT = /^(|module|text\/javascript|application\/javascript)$/i;

/** The 'sha256-...' of every inline script of `html` that the browser would run, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS_AS_SCRIPT.test(type.trim())) continue;
    const hash = `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}
