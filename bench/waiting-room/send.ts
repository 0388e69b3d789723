/**
 * One HTTP request, once, as the waiting-room bench's joiners and readers send it: no retry (buyer.ts's `call`
 * retries 502/503/504, which would hide the 5xx this bench must count), its status (0: no answer) and its time.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

export interface Reply {
  /** 0 when the connection failed. */
  status: number;
  ms: number;
  json: Record<string, unknown>;
}

export function send(
  address: string,
  method: string,
  pathName: string,
  token: string | null,
): Promise<Reply> {
  const url = new URL(pathName, address);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string) => {
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(text);
      } catch {
        json = { body: text };
      }
      resolve({ status, ms: performance.now() - started, json });
    };
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', (error) => done(0, String(error)));
      },
    );
    request.on('error', (error) => done(0, String(error)));
    request.end();
  });
}

/** Counts by key (a status, an error code, an outcome). */
export class Tally {
  readonly counts = new Map<string, number>();

  add(key: string | number, by = 1): void {
    const name = String(key);
    this.counts.set(name, (this.counts.get(name) ?? 0) + by);
  }

  get(key: string | number): number {
    return this.counts.get(String(key)) ?? 0;
  }

  /** The sum over keys that `pick` selects. */
  sum(pick: (key: string) => boolean = () => true): number {
    let total = 0;
    for (const [key, count] of this.counts) if (pick(key)) total += count;
    return total;
  }

  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key} ${count}`)
      .join(', ');
  }
}

export const isServerError = (status: string) => /^5\d\d/.test(status);

/** The p-th percentile (0..100) of the values, by nearest rank; NaN when there are none. */
export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
