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
import { AppError } from '../lib/app-error';

export interface AuthRateLimiter {
  /** Counts one attempt from this IP and for this identifier; throws 429 when either is over its limit. */
  consume(ip: string, identifier?: string): Promise<void>;
  /** Forgets the identifier's attempts (after a successful sign-in). */
  reset(identifier: string): Promise<void>;
}

export interface ContactRateLimiter {
  /** Counts one anonymous contact message from this IP; throws 429 when the IP is over its limit. */
  consume(ip: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimiter: AuthRateLimiter;
    contactRateLimiter: ContactRateLimiter;
  }
}

function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    429,
    `Too many attempts. Please try again in ${seconds} seconds.`,
    undefined,
    {
      retryAfterSeconds: seconds,
    },
  );
}

function tooManyMessages(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError(
    'RATE_LIMITED',
    429,
    `Too many messages have been sent from your network. Please try again in ${wait}.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/**
 * Login and registration limits, per IP and per identifier. In memory for one process; shared through
 * Redis when REDIS_URL is set, with an in-memory fallback if Redis is unreachable.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const { points, windowSeconds } = options.config.authRateLimit;
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));

  const make = (keyPrefix: string, limit: number, duration = windowSeconds): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points: limit, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `ticketmela:${keyPrefix}`,
      points: limit,
      duration,
      insuranceLimiter: memory,
    });
  };
  // An IP may carry several people (an office, a campus): it gets a wider allowance than one identifier.
  const byIp = make('auth-ip', points * 3);
  const byIdentifier = make('auth-id', points);

  const consumeOne = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext);
      throw rejection;
    }
  };

  app.decorate('authRateLimiter', {
    async consume(ip: string, identifier?: string) {
      await consumeOne(byIp, ip);
      if (identifier) await consumeOne(byIdentifier, identifier.trim().toLowerCase());
    },
    async reset(identifier: string) {
      await byIdentifier.delete(identifier.trim().toLowerCase());
    },
  });

  // Event inquiries and the Contact Us form: anyone may send them, so they are counted per IP.
  const contact = options.config.contactRateLimit;
  const contactByIp = make('contact-ip', contact.points, contact.windowSeconds);
  app.decorate('contactRateLimiter', {
    async consume(ip: string) {
      try {
        await contactByIp.consume(ip);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyMessages(rejection.msBeforeNext);
        throw rejection;
      }
    },
  });

  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
});
