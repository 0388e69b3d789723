/**
 * What a buyer does over HTTP: start a payment (the seat hold), pay with the test card, book. A keep-alive
 * node:http agent keeps the load generator's own CPU small (it shares the machine with the API and PostgreSQL).
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export interface Answer {
  status: number;
  json: Record<string, string>;
}

export function postJson(address: string, pathName: string, token: string, body: unknown): Promise<Answer> {
  return sendJson('POST', address, pathName, token, body);
}

/** One JSON request with the buyer's token; `body` undefined sends none. */
export function sendJson(
  method: 'POST' | 'DELETE',
  address: string,
  pathName: string,
  token: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const url = new URL(pathName, address);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch {
            resolve({ status: response.statusCode ?? 0, json: { body: text } });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export type Outcome =
  | { kind: 'booked'; ms: number }
  | { kind: 'sold-out'; ms: number }
  | { kind: 'failed'; what: string };

export interface Sale {
  address: string;
  eventId: string;
  categoryName: string;
  /** Rupees of one ticket of that category (with `promoCode`, the discounted price). */
  amount: number;
  /** A promo code every purchase gives (BENCH_PROMO). */
  promoCode?: string;
}

/** One buyer's purchase of one ticket; `onStep` is called as each step is answered (to count per step). */
export async function buyOneTicket(
  sale: Sale,
  token: string,
  onStep?: (step: 'hold' | 'pay' | 'book') => void,
): Promise<Outcome> {
  const begin = performance.now();
  const hold = await postJson(sale.address, '/api/payments/create-payment-intent', token, {
    eventId: sale.eventId,
    ticketItems: [{ categoryName: sale.categoryName, quantity: 1 }],
    amount: sale.amount,
    ...(sale.promoCode ? { promoCode: sale.promoCode } : {}),
  });
  onStep?.('hold');
  if (hold.status === 409 && hold.json.code === 'SOLD_OUT') {
    return { kind: 'sold-out', ms: performance.now() - begin };
  }
  if (hold.status !== 200) return { kind: 'failed', what: `hold ${hold.status} ${hold.json.code}` };
  const paid = await postJson(sale.address, '/api/payments/test/confirm', token, {
    clientSecret: hold.json.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  onStep?.('pay');
  if (paid.status !== 200) return { kind: 'failed', what: `pay ${paid.status} ${paid.json.code}` };
  const booked = await postJson(sale.address, '/api/bookings', token, {
    eventId: sale.eventId,
    paymentIntentId: hold.json.paymentIntentId,
  });
  onStep?.('book');
  if (booked.status !== 201) return { kind: 'failed', what: `book ${booked.status} ${booked.json.code}` };
  return { kind: 'booked', ms: performance.now() - begin };
}

/** Runs tasks with at most `limit` in flight. */
export async function inFlight<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** Keeps `limit` buyers going round `tokens` until `seconds` have passed; returns what they got. */
export async function steadyLoad(
  tokens: string[],
  limit: number,
  seconds: number,
  attempt: (token: string) => Promise<Outcome>,
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (performance.now() < deadline) {
        const token = tokens[next++ % tokens.length]!;
        outcomes.push(await attempt(token));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
