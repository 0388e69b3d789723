import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import type { AppError } from '../lib/app-error';
import {
  limitsUnavailable,
  tooManyAttempts,
  tooManyLookups,
  tooManyMessages,
  tooManyMessagesEverywhere,
  tooManyRegistrations,
} from './rate-limit-refusals';

export interface AuthRateLimiter {
  /** Counts one sign-in or registration attempt from this IP; throws 429 when the IP is over its limit. */
  consume(ip: string): Promise<void>;
  /**
   * Counts one registration: per IP, per e-mail and against the whole system's allowance (a network of many
   * addresses must not open accounts without end); throws 429 when any is over its limit.
   */
  consumeRegistration(ip: string, email: string): Promise<void>;
}

/**
 * Wrong passwords counted per account (or per known device of it), never per typed identifier (decision 0030).
 * Past the free allowance, every further failure closes the key for a while that doubles each time.
 */
export interface SignInThrottle {
  /** Throws 429 while the key is closed after too many wrong passwords. */
  assertOpen(key: string): Promise<void>;
  /** Counts a wrong password for the key, and closes it when it is past its allowance. */
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures (a correct password). */
  clear(key: string): Promise<void>;
}

export interface ContactRateLimiter {
  /** Counts one anonymous contact message from this IP and against the system's allowance; throws 429 past either. */
  consume(ip: string): Promise<void>;
}

export interface PromoLookupRateLimiter {
  /** Counts one promo code lookup from this IP; throws 429 past its allowance (codes must not be guessed). */
  consume(ip: string): Promise<void>;
}

export interface QueueJoinRateLimiter {
  /** Counts one join to a waiting room by this account from this IP; throws 429 past either's allowance. */
  consume(userId: string, ip: string): Promise<void>;
}

/** Where the shared limits are kept, and whether that store answers now (readiness and metrics). */
export interface RateLimitStore {
  kind: 'memory' | 'redis';
  /** True when the limits can be counted: always in memory; Redis answers a ping within the deadline. */
  isAvailable(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimiter: AuthRateLimiter;
    signInThrottle: SignInThrottle;
    contactRateLimiter: ContactRateLimiter;
    promoLookupRateLimiter: PromoLookupRateLimiter;
    queueJoinRateLimiter: QueueJoinRateLimiter;
    rateLimitStore: RateLimitStore;
  }
}

/** The first closing after the free failures, doubled at each further failure up to the longest. */
const FIRST_LOCK_SECONDS = 15;
const LONGEST_LOCK_SECONDS = 15 * 60;
/** How long failures are remembered after the first of them. */
const FAILURE_MEMORY_SECONDS = 60 * 60;
/** Redis must answer a readiness ping within this. */
const STORE_PING_DEADLINE_MS = 1000;

export function lockSecondsAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(failures - freeFailures, 16));
}

/**
 * Rate limits: sign-in, registration, the anonymous contact forms, promo code lookups and joins to waiting rooms.
 * In memory for one process; shared through Redis when REDIS_URL is set. With Redis configured but not answering, the limited routes answer 503 instead of
 * quietly counting per process (each process would then allow the whole limit again).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const { points, windowSeconds } = options.config.authRateLimit;
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
    : null;
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));

  const make = (keyPrefix: string, limit: number, duration = windowSeconds): RateLimiterAbstract => {
    if (!redis) return new RateLimiterMemory({ keyPrefix, points: limit, duration });
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `ticketmela:${keyPrefix}`,
      points: limit,
      duration,
    });
  };

  /** Runs a limiter call; a store that fails (not a limit reached) becomes the 503 above, logged. */
  const guarded = async <T>(work: () => Promise<T>, overLimit: (rejection: RateLimiterRes) => AppError) => {
    try {
      return await work();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw overLimit(rejection);
      app.log.error({ err: rejection }, 'the rate-limit store did not answer');
      throw limitsUnavailable();
    }
  };
  const attempts = (rejection: RateLimiterRes) => tooManyAttempts(rejection.msBeforeNext);

  // An IP may carry several people (an office, a campus): it gets a wider allowance than one identifier.
  const byIp = make('auth-ip', points * 3);
  const registrationByEmail = make('auth-id', points);
  const registrationsEverywhere = make(
    'auth-registrations',
    options.config.registrationGlobalRateLimitPoints,
  );

  app.decorate('authRateLimiter', {
    async consume(ip: string) {
      await guarded(() => byIp.consume(ip), attempts);
    },
    async consumeRegistration(ip: string, email: string) {
      await guarded(() => byIp.consume(ip), attempts);
      await guarded(() => registrationByEmail.consume(email.trim().toLowerCase()), attempts);
      await guarded(
        () => registrationsEverywhere.consume('all'),
        (rejection) => tooManyRegistrations(rejection.msBeforeNext),
      );
    },
  } satisfies AuthRateLimiter);

  const failures = make('signin-failures', 1_000_000_000, FAILURE_MEMORY_SECONDS);
  // Closed keys: blocked for the lock's length (a block sets the consumed points above this limit of 1).
  const closed = make('signin-closed', 1, LONGEST_LOCK_SECONDS);
  app.decorate('signInThrottle', {
    async assertOpen(key: string) {
      const state = await guarded(() => closed.get(key), attempts);
      if (state && state.consumedPoints > 1 && state.msBeforeNext > 0)
        throw tooManyAttempts(state.msBeforeNext);
    },
    async recordFailure(key: string) {
      const counted = await guarded(() => failures.consume(key), attempts);
      const seconds = lockSecondsAfter(counted.consumedPoints, points);
      if (seconds > 0) await guarded(() => closed.block(key, seconds), attempts);
    },
    async clear(key: string) {
      await guarded(() => Promise.all([failures.delete(key), closed.delete(key)]), attempts);
    },
  } satisfies SignInThrottle);

  // Event inquiries and the Contact Us form: anyone may send them, so they are counted per IP, and all together
  // against the system's allowance, which no spread of addresses can lift.
  const contact = options.config.contactRateLimit;
  const contactByIp = make('contact-ip', contact.points, contact.windowSeconds);
  const contactEverywhere = make('contact-all', contact.globalPoints, contact.windowSeconds);
  const messages = (rejection: RateLimiterRes) => tooManyMessages(rejection.msBeforeNext);
  app.decorate('contactRateLimiter', {
    async consume(ip: string) {
      await guarded(() => contactByIp.consume(ip), messages);
      await guarded(
        () => contactEverywhere.consume('all'),
        (rejection) => tooManyMessagesEverywhere(rejection.msBeforeNext),
      );
    },
  } satisfies ContactRateLimiter);

  const lookups = options.config.promoLookupRateLimit;
  const lookupsByIp = make('promo-lookup-ip', lookups.points, lookups.windowSeconds);
  app.decorate('promoLookupRateLimiter', {
    async consume(ip: string) {
      await guarded(
        () => lookupsByIp.consume(ip),
        (rejection) => tooManyLookups(rejection.msBeforeNext),
      );
    },
  } satisfies PromoLookupRateLimiter);

  // Joining a waiting room answers the same place again, so a refresh costs nothing; a script hammering the join (or
  // many accounts from one address) is slowed down instead of filling the room's rows (decision 0049).
  const joins = options.config.waitingRoom;
  const joinsByAccount = make('queue-join-account', joins.joinsPerAccount, 60);
  const joinsByIp = make('queue-join-ip', joins.joinsPerAddress, 60);
  app.decorate('queueJoinRateLimiter', {
    async consume(userId: string, ip: string) {
      await guarded(() => joinsByAccount.consume(userId), attempts);
      await guarded(() => joinsByIp.consume(ip), attempts);
    },
  } satisfies QueueJoinRateLimiter);

  app.decorate('rateLimitStore', {
    kind: redis ? 'redis' : 'memory',
    async isAvailable() {
      if (!redis) return true;
      if (redis.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), STORE_PING_DEADLINE_MS);
      });
      const pinged = redis.ping().then(
        () => true,
        () => false,
      );
      return Promise.race([pinged, late]).finally(() => clearTimeout(timer));
    },
  } satisfies RateLimitStore);

  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
});
