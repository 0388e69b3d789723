import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** A local stand-in for the few Stripe endpoints the provider calls; records what it was asked. */
export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string }[];
  idempotencyKeys: string[];
  succeed(intentId: string): FakeIntent;
  /** Sets an intent's status as Stripe would report it (e.g. 'processing'). */
  setStatus(intentId: string, status: string): FakeIntent;
  /** While true, refunds answer 500 api_error, as Stripe does in an outage. */
  refundsDown: boolean;
  close(): Promise<void>;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const idempotencyKeys: string[] = [];
  const byKey = new Map<string, unknown>();
  let sequence = 0;
  const fake = { refundsDown: false } as FakeStripe;

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      response.end(JSON.stringify(body));
    };
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') {
      idempotencyKeys.push(key);
      if (byKey.has(key)) return send(200, byKey.get(key));
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = request.method === 'POST' ? await formBody(request) : new URLSearchParams();
    const remember = (body: unknown) => {
      if (typeof key === 'string') byKey.set(key, body);
      send(200, body);
    };

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      sequence += 1;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id: `pi_fake_${sequence}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `pi_fake_${sequence}_secret_x`,
        metadata,
      };
      intents.set(intent.id, intent);
      return remember(intent);
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      }
      if (intentMatch[2]) {
        // Stripe cancels only an intent that can still be paid: a succeeded or processing one is refused.
        if (['succeeded', 'processing', 'canceled'].includes(intent.status)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
      }
      return send(200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (fake.refundsDown) {
        byKey.delete(String(key));
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      sequence += 1;
      const refund = {
        id: `re_fake_${sequence}`,
        object: 'refund',
        status: 'succeeded',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent') ?? '',
      };
      refunds.push({ ...refund, idempotencyKey: String(key) });
      return remember(refund);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    idempotencyKeys,
    succeed: (intentId: string) => fake.setStatus(intentId, 'succeeded'),
    setStatus(intentId: string, status: string) {
      const intent = intents.get(intentId)!;
      intent.status = status;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}
