import { isIP } from 'node:net';
import { z } from 'zod';

// The environment variables the API reads, checked and defaulted (config.ts turns them into AppConfig).

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP address, a CIDR range of one, or a name proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections each API process keeps to PostgreSQL (docs/OPERATIONS.md: processes x this < max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: opening a connection or waiting for a free one of the pool gives up after this long. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** PostgreSQL cancels a statement that runs longer (statement_timeout); migrations are exempt. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** The API gives up waiting for an answer (a dropped link) and discards the connection; not below the statement's. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  /** An S3-compatible bucket for event images instead of UPLOADS_DIR (docs/decisions/0026); the other S3_* need it. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Default us-east-1 (Cloudflare R2: auto). */
  S3_REGION: z.string().min(1).optional(),
  /** Another S3-compatible service (MinIO, R2, ...): its http(s) address. Unset: AWS S3. */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http:// or https:// address')
    .optional(),
  /** Bucket in the path rather than the host name; defaults to true with S3_ENDPOINT, false without. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  /** Both or neither; neither: the AWS SDK's default credential chain (AWS_* variables, ~/.aws, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Keys go under this folder of the bucket, e.g. 'ticketmela/' (a trailing '/' is added). */
  S3_PREFIX: z
    .string()
    .regex(
      /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/,
      "must be folder names of letters, digits, '.', '_' and '-' joined by '/' (no '.' or '..'), e.g. ticketmela/",
    )
    .optional(),
  /** Built web app to serve; absent or missing folder means API only. */
  WEB_DIST_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  QR_SECRET: z.string().min(32, 'QR_SECRET must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  REDIS_URL: z.string().optional(),
  /**
   * The proxies whose X-Forwarded-For is believed, comma-separated: addresses, CIDR ranges, or loopback, linklocal,
   * uniquelocal. Unset: none, and every limit counts the connection's own address (decision 0030).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const entries = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!isProxyAddress(entry)) {
          context.addIssue({
            code: 'custom',
            message: `'${entry}' is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
          });
          return z.NEVER;
        }
      }
      return entries;
    }),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  /** Login/registration attempts allowed per window, per IP and per identifier. */
  AUTH_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Registrations allowed in the whole system per AUTH_RATE_LIMIT_WINDOW_SECONDS, whatever their addresses. */
  REGISTRATION_GLOBAL_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(300),
  /** Anonymous contact messages (event inquiries and the Contact Us form) allowed per IP per window. */
  CONTACT_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(10),
  /** The same messages allowed in the whole system per window, whatever their addresses. */
  CONTACT_GLOBAL_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(300),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Promo code lookups (public, decision 0042) allowed per IP per window: enough to try a few, not to guess. */
  PROMO_LOOKUP_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(30),
  PROMO_LOOKUP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** 'test' (built in, offline), 'stripe' (needs STRIPE_SECRET_KEY) or 'razorpay' (needs RAZORPAY_KEY_ID and _SECRET). */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe', 'razorpay']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests against a local fake: another Stripe API address. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Razorpay's API keys (Dashboard, Account & Settings, API keys): both, when PAYMENT_PROVIDER=razorpay. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret of the webhook set up for /api/payments/razorpay/webhook; unset, that webhook is off. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's API address; a local stand-in's in tests. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /** Razorpay Checkout's script, loaded by the page; the pages' policy allows its site (decision 0038). */
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** A call to Razorpay's API is given up after this long (and its outcome looked up before it is repeated). */
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(50).default(20_000),
  /** How long seats stay held for a payment in progress. */
  SEAT_HOLD_MINUTES: z.coerce.number().positive().default(10),
  HOLDS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** How often expired holds are swept (seconds); 0 turns the sweeper off (tests sweep by hand). */
  HOLD_SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0).default(30),
  /** How often the waitlist's pass offers seats that came back (seconds; decision 0041); runs with the sweeper. */
  WAITLIST_PASS_SECONDS: z.coerce.number().positive().default(5),
  /** How often the waiting rooms' pass draws rooms at their on-sale time and admits the next numbers (seconds; decision 0049); runs with the sweeper. */
  WAITING_ROOM_PASS_SECONDS: z.coerce.number().positive().default(1),
  /** The most numbers a waiting room lets through a second, however fast its buyers check out (decision 0049). */
  WAITING_ROOM_MAX_ADMIT_PER_SECOND: z.coerce.number().int().positive().default(500),
  /** Own-place asks the servers answer a second after a waiting room's draw: the line is told its numbers over its size divided by this, at most 60 s, before admission starts (decision 0049). 0: admission starts at the draw. */
  WAITING_ROOM_REVEAL_PER_SECOND: z.coerce.number().nonnegative().default(1000),
  /** Joins to waiting rooms allowed a minute per account (joining again answers the same place). */
  WAITING_ROOM_JOINS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Joins to waiting rooms allowed a minute per address: wider, as an office or a campus shares one. */
  WAITING_ROOM_JOINS_PER_ADDRESS: z.coerce.number().int().positive().default(300),
  /** How long an anonymous catalog read's answer is reused (ms); 0 turns the catalog cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** The most the catalog cache keeps (bytes of JSON); the oldest answers go first. */
  CATALOG_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /** smtp(s)://user:pass@host:port; with MAIL_FROM, e-mails are sent. Without them they are kept for /admin/emails. */
  SMTP_URL: z.string().url().optional(),
  /** The sender, e.g. 'TicketMela <tickets@example.in>'. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The site's address as people open it, for links in e-mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** How often queued e-mails are looked for (seconds); background work must be on (HOLD_SWEEP_INTERVAL_SECONDS > 0). */
  MAIL_POLL_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  /** A refund a worker claimed is left to it this long; then another process may take it over (it died). */
  REFUND_LEASE_SECONDS: z.coerce.number().positive().default(120),
  /** The same for an e-mail; longer than one SMTP send can take (mail-transport.ts bounds it). */
  MAIL_LEASE_SECONDS: z.coerce.number().positive().default(300),
  /** Bearer token for GET /metrics; unset: /metrics answers only to this machine, not through a proxy. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * GST on admission to events (issue 27, decision 0040): tickets up to this price per person are exempt
   * (Notification 12/2017-Central Tax (Rate) as amended), above it this rate applies, under this SAC unless the
   * organizer sets their own. Rates change: these are configuration, never code.
   */
  GST_EXEMPT_UP_TO_RUPEES: z.coerce.number().nonnegative().default(500),
  GST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(18),
  GST_SAC: z
    .string()
    .regex(/^\d{6}$/, 'GST_SAC must be a 6-digit SAC')
    .default('999692'),
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
});

export type Env = z.infer<typeof EnvSchema>;
