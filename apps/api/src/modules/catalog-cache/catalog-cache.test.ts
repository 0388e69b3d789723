import { describe, expect, test } from 'vitest';
import { CatalogCache } from './catalog-cache';

function cacheAt(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new CatalogCache({
    ttlMs: options.ttlMs ?? 1000,
    maxBytes: options.maxBytes ?? 1_000_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('CatalogCache', () => {
  test('an answer is reused until its TTL has passed, then read again', () => {
    const { cache, clock } = cacheAt({ ttlMs: 1000 });
    cache.set('/api/events/1', '{"a":1}', 'application/json', cache.generation);
    clock.now += 999;
    expect(cache.get('/api/events/1')?.body).toBe('{"a":1}');
    clock.now += 1;
    expect(cache.get('/api/events/1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('answers are kept per key: another query string is another answer', () => {
    const { cache } = cacheAt();
    cache.set('/api/events?limit=1', '[1]', 'application/json', cache.generation);
    cache.set('/api/events?limit=2', '[1,2]', 'application/json', cache.generation);
    expect(cache.get('/api/events?limit=1')?.body).toBe('[1]');
    expect(cache.get('/api/events?limit=2')?.body).toBe('[1,2]');
    expect(cache.get('/api/events?limit=3')).toBeUndefined();
  });

  test('a write empties it, and an answer computed while the write happened is not kept', () => {
    const { cache } = cacheAt();
    cache.set('/api/categories', '[]', 'application/json', cache.generation);
    const startedBefore = cache.generation;
    cache.clear();
    expect(cache.get('/api/categories')).toBeUndefined();
    cache.set('/api/categories', '["stale"]', 'application/json', startedBefore);
    expect(cache.get('/api/categories')).toBeUndefined();
    cache.set('/api/categories', '["fresh"]', 'application/json', cache.generation);
    expect(cache.get('/api/categories')?.body).toBe('["fresh"]');
  });

  test('keeps at most maxBytes: the oldest answers go first, and one too large is never kept', () => {
    const { cache } = cacheAt({ maxBytes: 10 });
    cache.set('a', '1234', 'application/json', cache.generation);
    cache.set('b', '5678', 'application/json', cache.generation);
    cache.set('c', '9012', 'application/json', cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('5678');
    expect(cache.get('c')?.body).toBe('9012');
    cache.set('huge', '12345678901', 'application/json', cache.generation);
    expect(cache.get('huge')).toBeUndefined();
  });

  test('a TTL of 0 turns it off', () => {
    const { cache } = cacheAt({ ttlMs: 0 });
    cache.set('a', '1', 'application/json', cache.generation);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
