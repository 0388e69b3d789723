import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseTimeouts } from './db/client';
import { type Env, EnvSchema } from './env-schema';
import type { S3StorageSettings } from './lib/image-storage/s3';

export type { Env };

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL's connect, statement and query timeouts (decision 0030). */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  /** The folder of event images when `s3` is unset (the default storage). */
  uploadsDir: string;
  /** Event images in an S3-compatible bucket (S3_BUCKET set); undefined: in `uploadsDir` (docs/decisions/0026). */
  s3: S3StorageSettings | undefined;
  webDistDir: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  qrSecret: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For counts; empty: none (decision 0030). */
  trustProxy: string[];
  seedDemoData: boolean;
  authRateLimit: { points: number; windowSeconds: number };
  registrationGlobalRateLimitPoints: number;
  contactRateLimit: { points: number; windowSeconds: number; globalPoints: number };
  promoLookupRateLimit: { points: number; windowSeconds: number };
  payments: {
    provider: 'test' | 'stripe' | 'razorpay';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripeApiBase: string | undefined;
    /** Razorpay's keys and addresses (keyId and keySecret are set when it is the provider: loadConfig checks). */
    razorpay: {
      keyId: string | undefined;
      keySecret: string | undefined;
      webhookSecret: string | undefined;
      apiUrl: string;
      checkoutUrl: string;
      timeoutMs: number;
    };
    holdMinutes: number;
    /** Seat holds one account may start in an hour, across events (hold hoarding: decision 0027). */
    holdsPerAccountPerHour: number;
    sweepIntervalSeconds: number;
    refundLeaseSeconds: number;
    /** How often the waitlist's pass runs (it runs only with the sweeper: HOLD_SWEEP_INTERVAL_SECONDS > 0). */
    waitlistPassSeconds: number;
  };
  /** The waiting rooms of big on-sales (decision 0049). */
  waitingRoom: {
    /** How often the pass that draws and admits runs (with the sweeper: HOLD_SWEEP_INTERVAL_SECONDS > 0). */
    passSeconds: number;
    maxAdmitPerSecond: number;
    /** Own-place asks answered a second after the draw: the reveal window before admission starts. */
    revealPerSecond: number;
    /** Joins allowed a minute per account and per address. */
    joinsPerAccount: number;
    joinsPerAddress: number;
  };
  /** Anonymous catalog reads served from memory for a moment (docs/decisions/0020). */
  catalogCache: { ttlMs: number; maxBytes: number };
  mail: {
    /** Both set: e-mails go out through SMTP; otherwise nothing leaves the machine. */
    smtpUrl: string | undefined;
    from: string | undefined;
    publicUrl: string;
    pollIntervalSeconds: number;
    leaseSeconds: number;
  };
  /** Prometheus metrics at /metrics (docs/decisions/0025). */
  metrics: { token: string | undefined };
  /** GST on admission (decision 0040): the exemption threshold and rate in force, and the default SAC. */
  gst: { exemptUpToPaise: number; rateBasisPoints: number; sac: string };
  shutdownTimeoutSeconds: number;
}

/**
 * Secrets default to random values kept in the data folder, so a newcomer's `npm start` works and
 * sessions survive a restart; production sets them explicitly.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The bucket settings when S3_BUCKET is set; refuses S3_* settings that contradict each other or lack the bucket. */
function s3Settings(env: Env): S3StorageSettings | undefined {
  const others = (
    [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PREFIX',
    ] as const
  ).filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET) {
    if (others.length === 0) return undefined;
    throw new Error(
      `Invalid configuration: ${others.join(', ')} ${others.length === 1 ? 'needs' : 'need'} S3_BUCKET (without it, event images are kept in UPLOADS_DIR)`,
    );
  }
  if (env.UPLOADS_DIR !== undefined) {
    throw new Error(
      'Invalid configuration: UPLOADS_DIR and S3_BUCKET are alternatives: event images are kept in a folder or in a bucket, set one',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the AWS SDK's default credentials)",
    );
  }
  const prefix = env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)) {
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
    throw new Error(
      'Invalid configuration: SMTP_URL and MAIL_FROM are set together (or neither, to keep e-mails)',
    );
  }
  const s3 = s3Settings(env);
  if (env.DATABASE_QUERY_TIMEOUT_MS < env.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must not be below DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement first; the query timeout is for an answer that never comes)',
    );
  }
  if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || !env.QR_SECRET)) {
    throw new Error('Invalid configuration: JWT_SECRET and QR_SECRET are required when NODE_ENV=production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
    },
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt'),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    qrSecret: env.QR_SECRET ?? persistedSecret(dataDir, 'qr'),
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    seedDemoData: env.SEED_DEMO_DATA,
    authRateLimit: { points: env.AUTH_RATE_LIMIT_POINTS, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    registrationGlobalRateLimitPoints: env.REGISTRATION_GLOBAL_RATE_LIMIT_POINTS,
    contactRateLimit: {
      points: env.CONTACT_RATE_LIMIT_POINTS,
      windowSeconds: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      globalPoints: env.CONTACT_GLOBAL_RATE_LIMIT_POINTS,
    },
    promoLookupRateLimit: {
      points: env.PROMO_LOOKUP_RATE_LIMIT_POINTS,
      windowSeconds: env.PROMO_LOOKUP_RATE_LIMIT_WINDOW_SECONDS,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      razorpay: {
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
        checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
        timeoutMs: env.RAZORPAY_TIMEOUT_MS,
      },
      holdMinutes: env.SEAT_HOLD_MINUTES,
      holdsPerAccountPerHour: env.HOLDS_PER_ACCOUNT_PER_HOUR,
      sweepIntervalSeconds: env.HOLD_SWEEP_INTERVAL_SECONDS,
      waitlistPassSeconds: env.WAITLIST_PASS_SECONDS,
      refundLeaseSeconds: env.REFUND_LEASE_SECONDS,
    },
    waitingRoom: {
      passSeconds: env.WAITING_ROOM_PASS_SECONDS,
      maxAdmitPerSecond: env.WAITING_ROOM_MAX_ADMIT_PER_SECOND,
      revealPerSecond: env.WAITING_ROOM_REVEAL_PER_SECOND,
      joinsPerAccount: env.WAITING_ROOM_JOINS_PER_ACCOUNT,
      joinsPerAddress: env.WAITING_ROOM_JOINS_PER_ADDRESS,
    },
    catalogCache: { ttlMs: env.CATALOG_CACHE_TTL_MS, maxBytes: env.CATALOG_CACHE_MAX_BYTES },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      pollIntervalSeconds: env.MAIL_POLL_INTERVAL_SECONDS,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    },
    metrics: { token: env.METRICS_TOKEN },
    gst: {
      exemptUpToPaise: Math.round(env.GST_EXEMPT_UP_TO_RUPEES * 100),
      rateBasisPoints: Math.round(env.GST_RATE_PERCENT * 100),
      sac: env.GST_SAC,
    },
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
