import { createHash } from 'node:crypto';
import { ApiErrorSchema, BookingResponseSchema, RazorpayVerifyBodySchema } from '@ticketmela/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import type { RazorpayProvider } from '../../payment-providers/providers/razorpay';
import { buyerOf, buyerSession } from '../payments/buyer-session';
import { toBookingDto } from './booking.serializer';
import { bookPaidIntent } from './paid-booking.service';
import { recordProviderRefundOutcome } from './provider-refund-outcome';
import { type PurchaseTerms, purchaseTermsOf } from './purchase-terms';
import { recordWebhookEvent, setWebhookOutcome, webhookEventHandled } from './webhook-events';

const NOT_VERIFIED = msg('The payment could not be verified');
const PROVIDER = 'razorpay';

/** The part of a Razorpay webhook event this reads (razorpay.com/docs/webhooks/payments, /orders, /refunds). */
interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string | null; error_description?: string | null } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; status?: string } };
  };
}

/**
 * Razorpay's two ways to the booking: the buyer's page hands over what Checkout answered (POST /verify), and
 * Razorpay's webhook tells the server itself (POST /webhook), so a buyer who closed the tab still gets the ticket.
 * Both go through bookPaidIntent, which makes one booking per payment (or refunds it in full when its seats are gone).
 */
export const razorpayRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  razorpay: RazorpayProvider;
}> = async (app, { config, razorpay }) => {
  app.post(
    '/verify',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: "Book what Razorpay Checkout's payment paid for, once its signature is verified",
        description:
          "The signature must be Razorpay's HMAC of order and payment under the key secret; the server then reads the order from Razorpay (captured, or an authorised payment it captures now) and books it. Idempotent: the same order answers the same booking (200).",
        security: [{ bearer: [] }],
        body: RazorpayVerifyBodySchema,
        response: {
          201: BookingResponseSchema,
          200: BookingResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          402: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = request.body;
      const buyer = buyerOf(request);
      if (!razorpay.verifyCheckoutSignature(orderId, paymentId, request.body.razorpay_signature)) {
        throw new AppError('VALIDATION_ERROR', NOT_VERIFIED, 'razorpay_signature');
      }
      let result: Awaited<ReturnType<typeof bookPaidIntent>>;
      try {
        result = await bookPaidIntent(
          app.db,
          razorpay,
          { intentId: orderId, buyer },
          purchaseTermsOf(config),
        );
      } catch (error) {
        // Not an order of ours, or not this buyer's: nothing to tell apart for the page.
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('VALIDATION_ERROR', NOT_VERIFIED, 'razorpay_order_id');
        }
        throw error;
      }
      return reply.status(result.created ? 201 : 200).send({
        message: translateFor(
          request,
          result.created ? msg('Booking successful!') : msg('Booking already confirmed'),
        ),
        booking: toBookingDto(result.booking),
      });
    },
  );

  // The webhook's signature is over the raw body: it is kept as bytes, parsed only once verified.
  app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (signature verified)',
          hide: true,
          response: {
            200: z.object({ received: z.literal(true) }),
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!razorpay.webhooksEnabled) {
          throw new AppError(
            'FEATURE_DISABLED',
            msg('Razorpay webhooks are not enabled: RAZORPAY_WEBHOOK_SECRET is not set'),
          );
        }
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError('VALIDATION_ERROR', msg('Missing webhook signature'));
        }
        if (!razorpay.verifyWebhookSignature(request.body, signature)) {
          throw new AppError('VALIDATION_ERROR', msg('Invalid webhook signature'));
        }
        let event: RazorpayEvent;
        try {
          event = JSON.parse(request.body.toString('utf8')) as RazorpayEvent;
        } catch {
          throw new AppError('VALIDATION_ERROR', msg('The webhook body is not JSON'));
        }
        const header = request.headers['x-razorpay-event-id'];
        const eventId =
          typeof header === 'string' && header.length > 0
            ? header
            : `sha256:${createHash('sha256').update(request.body).digest('hex')}`;
        await handleEvent(
          { db: app.db, razorpay, terms: purchaseTermsOf(config), log: request.log },
          eventId,
          event,
        );
        return { received: true as const };
      },
    );
  });
};

interface WebhookContext {
  db: Parameters<typeof bookPaidIntent>[0];
  razorpay: RazorpayProvider;
  terms: PurchaseTerms;
  log: FastifyBaseLogger;
}

/**
 * One delivery, handled once. A refund's outcome is written in the same transaction as the event's record, so a
 * redelivery finds it recorded. A booking cannot share that transaction (bookPaidIntent runs its own statements and
 * asks Razorpay first), so it relies on being idempotent itself (one booking per payment; a refund keyed per payment)
 * and the event is recorded after it succeeded: a delivery that failed half-way is redone in full by Razorpay's retry,
 * and two deliveries at once both reach bookPaidIntent, which books once. Out of order is harmless: every event reads
 * the order's state from Razorpay rather than trusting the payload's snapshot.
 */
async function handleEvent(context: WebhookContext, eventId: string, event: RazorpayEvent) {
  const type = event.event ?? 'unknown';
  const { db, log } = context;
  if (await webhookEventHandled(db, PROVIDER, eventId)) return;
  const record = (outcome: string) =>
    recordWebhookEvent(db, { provider: PROVIDER, eventId, eventType: type, outcome });

  switch (type) {
    case 'payment.captured':
    case 'payment.authorized':
    case 'order.paid': {
      const orderId = event.payload?.order?.entity?.id ?? event.payload?.payment?.entity?.order_id;
      if (!orderId) {
        await record('ignored: no order');
        return;
      }
      await record(await bookOrder(context, orderId, type === 'payment.authorized'));
      return;
    }
    case 'payment.failed': {
      const payment = event.payload?.payment?.entity;
      log.info(
        { order: payment?.order_id, payment: payment?.id, reason: payment?.error_description },
        'Razorpay payment failed; nothing booked',
      );
      await record('payment failed');
      return;
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refundId = event.payload?.refund?.entity?.id;
      const outcome = type === 'refund.processed' ? 'processed' : 'failed';
      await db.transaction(async (tx) => {
        if (
          !(await recordWebhookEvent(tx, {
            provider: PROVIDER,
            eventId,
            eventType: type,
            outcome: 'handling',
          }))
        )
          return;
        const changed = refundId
          ? await recordProviderRefundOutcome(
              tx,
              refundId,
              outcome,
              new Date(),
              'Razorpay could not process the refund',
            )
          : null;
        await setWebhookOutcome(tx, PROVIDER, eventId, changed ? `refund ${changed}` : 'no refund changed');
      });
      return;
    }
    default:
      await record('ignored');
  }
}

/** Books the order's payment (capturing an authorised one first); a refusal that a retry cannot change is recorded. */
async function bookOrder(context: WebhookContext, orderId: string, authorizedOnly: boolean): Promise<string> {
  const { db, razorpay, terms, log } = context;
  if (authorizedOnly) {
    // An authorised payment whose capture failed just now: Razorpay's redelivery (a non-2xx answer) tries again.
    const intent = await razorpay.retrieveIntent(orderId);
    if (intent?.status === 'processing') {
      throw new AppError('SERVICE_UNAVAILABLE', msg('The payment could not be captured yet; please retry'));
    }
  }
  try {
    const { created } = await bookPaidIntent(db, razorpay, { intentId: orderId }, terms);
    return created ? 'booked' : 'already booked';
  } catch (error) {
    // Not ours, not paid, or refunded because the seats were gone: acknowledged, nothing a retry would change.
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    log.warn({ err: error, order: orderId }, 'Razorpay webhook: booking not made');
    return `not booked: ${error.code}`;
  }
}
