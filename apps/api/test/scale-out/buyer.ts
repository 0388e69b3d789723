/**
 * What a buyer (or organizer) does over HTTP through the load balancer, as a browser would: each call is retried when
 * the balancer answers 502/503/504 or the connection fails (a process died under it), which every step allows: a
 * repeated hold leaves an orphan hold that expires, paying and booking answer the same result again (decision 0025).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const RETRIES = 8;

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

export const gatewayErrors = { count: 0 };

function once(
  address: string,
  method: string,
  pathName: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
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
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown>;
          try {
            json = JSON.parse(text);
          } catch {
            json = { body: text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function call(
  address: string,
  method: string,
  pathName: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await once(address, method, pathName, token, body).catch(() => null);
    if (answer && ![502, 503, 504].includes(answer.status)) return answer;
    gatewayErrors.count += 1;
    if (attempt >= RETRIES)
      return answer ?? { status: 0, json: { code: 'NO_ANSWER', message: 'the connection failed' } };
  }
}

export type Purchase =
  | { kind: 'booked'; bookingId: string }
  | { kind: 'sold-out' }
  | { kind: 'abandoned' }
  | { kind: 'paid-and-vanished'; paymentIntentId: string }
  | { kind: 'failed'; what: string };

/**
 * Hold, pay with the test card and book one event's seats, as the web app does (one idempotency key for the hold,
 * so a retry after a dead process finds it). `walkAway`: 'before-paying' stops after the hold; 'after-paying' pays
 * and never asks for the booking (the tab closed): the hold sweeper must book or refund it. `queuePass`: the pass an
 * event's waiting room gave the buyer (decision 0049), sent with the hold.
 */
export async function buy(
  address: string,
  token: string,
  sale: { eventId: string; seats: number; amount: number; queuePass?: string },
  walkAway: 'before-paying' | 'after-paying' | null = null,
): Promise<Purchase> {
  const hold = await call(address, 'POST', '/api/payments/create-payment-intent', token, {
    eventId: sale.eventId,
    noOfSeats: sale.seats,
    amount: sale.amount,
    idempotencyKey: randomUUID(),
    ...(sale.queuePass ? { queuePass: sale.queuePass } : {}),
  });
  if (hold.status === 409 && hold.json.code === 'SOLD_OUT') return { kind: 'sold-out' };
  if (hold.status !== 200) return { kind: 'failed', what: `hold ${hold.status} ${hold.json.code}` };
  if (walkAway === 'before-paying') return { kind: 'abandoned' };
  const paid = await call(address, 'POST', '/api/payments/test/confirm', token, {
    clientSecret: hold.json.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) return { kind: 'failed', what: `pay ${paid.status} ${paid.json.code}` };
  if (walkAway === 'after-paying') {
    return { kind: 'paid-and-vanished', paymentIntentId: String(hold.json.paymentIntentId) };
  }
  const booked = await call(address, 'POST', '/api/bookings', token, {
    eventId: sale.eventId,
    paymentIntentId: hold.json.paymentIntentId,
  });
  // Paid after the hold ran out and the seats went meanwhile: refunded in full (`hold-lost:` key), no booking.
  if (booked.status === 409) return { kind: 'sold-out' };
  if (booked.status !== 201 && booked.status !== 200)
    return { kind: 'failed', what: `book ${booked.status} ${booked.json.code}` };
  return { kind: 'booked', bookingId: (booked.json.booking as { _id: string })._id };
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inFlight<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}
