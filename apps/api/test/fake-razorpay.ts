import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { checkoutScript } from './fake-razorpay-checkout';

/**
 * A local stand-in for the part of Razorpay's REST API the provider calls (orders, an order's payments, payments and
 * their capture, refunds), with HTTP Basic auth checked, Razorpay's entity shapes and error shape, and what a test
 * needs to play the buyer and Razorpay: pay an order, delay or lose a refund's answer, send signed webhooks. It also
 * serves a small Checkout stand-in at /v1/checkout.js (the options Razorpay documents: key, amount, currency,
 * order_id, name, description, prefill, handler, modal.ondismiss, and on('payment.failed')).
 */

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi' | 'card' | 'netbanking' | 'wallet';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  vpa: string | null;
  bank: string | null;
  wallet: string | null;
  card_id: string | null;
  card: { network: string; last4: string; type: string } | null;
  email: string;
  contact: string;
  notes: [];
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  speed_processed: string | null;
  created_at: number;
}

export type PayHow =
  | { status?: 'captured' | 'authorized' | 'failed'; method?: 'upi'; vpa?: string; amount?: number }
  | {
      status?: 'captured' | 'authorized' | 'failed';
      method: 'card';
      network?: string;
      last4?: string;
      amount?: number;
    };

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The stand-in Checkout's address (RAZORPAY_CHECKOUT_URL). */
  checkoutUrl: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Every refund made, in order: a test counts them. */
  refunds: FakeRefund[];
  /** Requests answered 401 (wrong or missing Basic auth). */
  unauthorized: number;
  /** The next refund request is performed and then never answered (the caller's call times out). */
  hangNextRefund: boolean;
  /** The status new refunds get ('processed' by default; 'pending' as Razorpay's normal speed often answers). */
  newRefundStatus: FakeRefund['status'];
  /** While true, every API call answers 500 (Razorpay down). */
  down: boolean;
  /** A payment of the order, as the buyer paying in Checkout makes it (captured at once, by default). */
  pay(orderId: string, how?: PayHow): FakePayment;
  /** Captures an authorised payment, as Razorpay's automatic capture would. */
  capture(paymentId: string): FakePayment;
  /** Checkout's signature of a payment: hex HMAC-SHA256 of `order_id|payment_id` under the key secret. */
  checkoutSignature(orderId: string, paymentId: string): string;
  /** A webhook event as Razorpay sends it; `event` payment.*, order.paid or refund.*. */
  event(type: string, entities: { payment?: FakePayment; order?: FakeOrder; refund?: FakeRefund }): object;
  /** The raw body and headers of a signed delivery (X-Razorpay-Signature, x-razorpay-event-id). */
  signed(
    event: object,
    options?: { eventId?: string; secret?: string },
  ): { body: string; headers: Record<string, string> };
  /** POSTs a signed delivery to `url`; answers its status. */
  sendWebhook(url: string, event: object, options?: { eventId?: string; secret?: string }): Promise<number>;
  close(): Promise<void>;
}

/** The settings of an app that pays through this stand-in (its webhook secret unless told otherwise). */
export function razorpayEnv(fake: FakeRazorpay, withWebhookSecret = true): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    ...(withWebhookSecret ? { RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret } : {}),
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
    // The configured timeout (20 s): the stand-in always answers, and a loaded machine slows it. The one test of a
    // withheld answer (providers/razorpay.test.ts) bounds its own wait.
  };
}

const now = () => Math.floor(Date.now() / 1000);
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const badRequest = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_fakekey00001';
  const keySecret = options.keySecret ?? 'fake_key_secret_0123456789';
  const webhookSecret = options.webhookSecret ?? 'fake_webhook_secret_0123';
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const refundsByIdempotencyKey = new Map<string, { body: string; refund: FakeRefund }>();
  const sockets = new Set<Socket>();
  const fake = {
    orders,
    payments,
    refunds,
    keyId,
    keySecret,
    webhookSecret,
    unauthorized: 0,
    hangNextRefund: false,
    newRefundStatus: 'processed',
    down: false,
  } as FakeRazorpay;

  const checkoutSignature = (orderId: string, paymentId: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  function pay(orderId: string, how: PayHow = {}): FakePayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const status = how.status ?? 'captured';
    const card = how.method === 'card';
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: how.amount ?? order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method: card ? 'card' : 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      vpa: card ? null : ((how as { vpa?: string }).vpa ?? 'ananya@okaxis'),
      bank: null,
      wallet: null,
      card_id: card ? rid('card') : null,
      card: card ? { network: how.network ?? 'Visa', last4: how.last4 ?? '1111', type: 'credit' } : null,
      email: 'buyer@example.com',
      contact: '+919000090000',
      notes: [],
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description:
        status === 'failed' ? 'Payment was unsuccessful as the UPI request was declined.' : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (payment.captured) markPaid(order, payment);
    return payment;
  }

  function markPaid(order: FakeOrder, payment: FakePayment) {
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
  }

  function capture(paymentId: string): FakePayment {
    const payment = payments.get(paymentId)!;
    payment.status = 'captured';
    payment.captured = true;
    markPaid(orders.get(payment.order_id)!, payment);
    return payment;
  }

  const event: FakeRazorpay['event'] = (type, entities) => ({
    entity: 'event',
    account_id: 'acc_FakeAccount0001',
    event: type,
    contains: Object.keys(entities),
    payload: Object.fromEntries(
      Object.entries(entities).map(([name, entity]) => [name, { entity: structuredClone(entity) }]),
    ),
    created_at: now(),
  });

  const signed: FakeRazorpay['signed'] = (payload, signOptions = {}) => {
    const body = JSON.stringify(payload);
    const signature = createHmac('sha256', signOptions.secret ?? webhookSecret)
      .update(body)
      .digest('hex');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': signOptions.eventId ?? rid('evt'),
      },
    };
  };

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    try {
      if (request.method === 'GET' && path === '/v1/checkout.js') {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        });
        return response.end(checkoutScript(fake.url));
      }
      // The Checkout stand-in's own calls, from the browser (no API keys; open to any page, as Checkout's are).
      if (path.startsWith('/checkout/')) return await checkoutCall(request, response, path);

      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        fake.unauthorized += 1;
        return send(401, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Authentication failed',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        });
      }
      if (fake.down)
        return send(500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        });
      const body = request.method === 'POST' ? await jsonBody(request) : {};

      if (request.method === 'POST' && path === '/v1/orders') {
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return send(400, badRequest('The amount must be atleast INR 1.00', 'amount'));
        }
        if (typeof body.receipt === 'string' && body.receipt.length > 40) {
          return send(400, badRequest('receipt: the length must be no more than 40.', 'receipt'));
        }
        const order: FakeOrder = {
          id: rid('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: String(body.currency ?? 'INR'),
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? [],
          created_at: now(),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
      if (request.method === 'PATCH' && orderMatch && !orderMatch[2]) {
        // Update an Order: its notes only.
        const order = orders.get(decodeURIComponent(orderMatch[1]!));
        if (!order) return send(400, badRequest('The id provided does not exist'));
        const notes = (await jsonBody(request)).notes;
        if (!notes || typeof notes !== 'object')
          return send(400, badRequest('The notes field is required', 'notes'));
        order.notes = notes as Record<string, string>;
        return send(200, order);
      }
      if (request.method === 'GET' && orderMatch) {
        const order = orders.get(decodeURIComponent(orderMatch[1]!));
        if (!order) return send(400, badRequest('The id provided does not exist'));
        if (!orderMatch[2]) return send(200, order);
        const items = [...payments.values()].filter((payment) => payment.order_id === order.id);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)(\/capture|\/refund|\/refunds)?$/.exec(path);
      if (paymentMatch) {
        const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
        if (!payment) return send(400, badRequest('The id provided does not exist'));
        const action = paymentMatch[2];
        if (request.method === 'GET' && !action) return send(200, payment);
        if (request.method === 'GET' && action === '/refunds') {
          const items = refunds.filter((refund) => refund.payment_id === payment.id);
          return send(200, { entity: 'collection', count: items.length, items });
        }
        if (request.method === 'POST' && action === '/capture') {
          if (payment.status !== 'authorized') {
            return send(400, badRequest('This payment has already been captured'));
          }
          if (body.amount !== payment.amount) {
            return send(400, badRequest('Capture amount must be equal to the amount authorized', 'amount'));
          }
          return send(200, capture(payment.id));
        }
        if (request.method === 'POST' && action === '/refund') {
          return refund(payment, body, request, send);
        }
      }
      send(404, badRequest(`The requested URL was not found on the server: ${path}`));
    } catch (error) {
      send(500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    }
  });

  function refund(
    payment: FakePayment,
    body: Record<string, unknown>,
    request: IncomingMessage,
    send: (status: number, body: unknown) => void,
  ) {
    // X-Refund-Idempotency (Razorpay's idempotent refunds): the same key and body answer the same refund.
    const key = request.headers['x-refund-idempotency'];
    const text = JSON.stringify(body);
    if (typeof key === 'string') {
      const earlier = refundsByIdempotencyKey.get(key);
      if (earlier && earlier.body !== text) {
        return send(
          400,
          badRequest('Different request with the same idempotency key has already been processed.'),
        );
      }
      if (earlier) return send(200, earlier.refund);
    }
    if (!payment.captured) return send(400, badRequest('The payment has not been captured'));
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
    if (typeof amount !== 'number' || amount <= 0)
      return send(400, badRequest('The amount is invalid', 'amount'));
    if (amount > payment.amount - payment.amount_refunded) {
      return send(400, badRequest('The refund amount provided is greater than amount captured', 'amount'));
    }
    const made: FakeRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string>) ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: fake.newRefundStatus,
      speed_requested: String(body.speed ?? 'normal'),
      speed_processed: fake.newRefundStatus === 'processed' ? 'normal' : null,
      created_at: now(),
    };
    refunds.push(made);
    if (typeof key === 'string') refundsByIdempotencyKey.set(key, { body: text, refund: made });
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    if (fake.hangNextRefund) {
      // Done at "Razorpay", the answer never comes: the caller's timeout fires.
      fake.hangNextRefund = false;
      return;
    }
    send(200, made);
  }

  /** Checkout's stand-in paying (or failing) an order for the page, as the buyer would in Razorpay's window. */
  async function checkoutCall(request: IncomingMessage, response: ServerResponse, path: string) {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify(body));
    };
    const body = await jsonBody(request);
    const order = orders.get(String(body.order_id));
    if (!order || body.key !== keyId) return reply(400, badRequest('The id provided does not exist'));
    if (path === '/checkout/pay') {
      const payment = pay(order.id, { status: 'captured', method: 'upi', vpa: 'ananya@okaxis' });
      return reply(200, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(order.id, payment.id),
      });
    }
    if (path === '/checkout/fail') {
      const payment = pay(order.id, { status: 'failed', method: 'upi' });
      return reply(200, {
        error: {
          code: payment.error_code,
          description: payment.error_description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      });
    }
    reply(404, badRequest('Not found'));
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    checkoutUrl: `http://127.0.0.1:${port}/v1/checkout.js`,
    pay,
    capture,
    checkoutSignature,
    event,
    signed,
    async sendWebhook(url: string, payload: object, signOptions?: { eventId?: string; secret?: string }) {
      const { body, headers } = signed(payload, signOptions);
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
  return fake;
}
