/**
 * The answers of anonymous catalog reads, kept for a moment (docs/decisions/0020). Keyed by the request's path and
 * query string exactly as sent; each entry lives `ttlMs`; the whole cache is emptied by any successful write, and an
 * answer computed while a write happened is not kept (the generation moved on), so a write is seen at once by the
 * next read of this process. The bytes kept are bounded: the oldest entries go first.
 */
export interface CachedAnswer {
  body: string;
  contentType: string;
  storedAt: number;
}

export interface CatalogCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export class CatalogCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: CatalogCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Changes with every invalidation: an answer started in one generation is only kept in the same one. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh answer for this key, if any. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.options.ttlMs) return entry;
    this.remove(key, entry);
    return undefined;
  }

  /** Keeps an answer computed in `generation`, unless a write came in since or it is too large to keep. */
  set(key: string, body: string, contentType: string, generation: number): void {
    if (!this.enabled || generation !== this.currentGeneration || body.length > this.options.maxBytes) return;
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    this.entries.set(key, { body, contentType, storedAt: this.now() });
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /** Forgets every answer: something was written. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.currentGeneration += 1;
  }

  private remove(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
