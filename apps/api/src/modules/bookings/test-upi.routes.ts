import {
  ApiErrorSchema,
  paiseToRupees,
  TestUpiAnswerBodySchema,
  type TestUpiRequest,
  TestUpiRequestSchema,
  TestUpiStartBodySchema,
  upiPaymentUrl,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import {
  type TestUpiRequest as ProviderUpiRequest,
  TEST_UPI_IDS,
  TEST_UPI_PAYEE,
  type TestPaymentProvider,
} from '../../payment-providers/providers/test';
import { findEventRow } from '../events/event-lookups';
import { buyerOf, buyerSession } from '../payments/buyer-session';
import { assertBuyerStandingNow } from '../payments/purchase-facts';
import { completePaidPurchase, releaseUnpaid } from './purchase-completion.service';
import { purchaseTermsOf } from './purchase-terms';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

function requestStatus({ intent }: ProviderUpiRequest): TestUpiRequest['status'] {
  if (intent.status === 'processing') return 'waiting';
  if (intent.status === 'succeeded') return 'approved';
  if (intent.status === 'canceled' && intent.lastError) return 'declined';
  // Cancelled with its seat hold, or given up for a card.
  return 'expired';
}

/**
 * The built-in test provider's UPI (issue 26): the buyer's page starts a collect request to a UPI id or shows a UPI
 * QR, and a page standing for the buyer's UPI app (/pay/test-upi/{requestId}) approves or declines it. An approval
 * books the tickets here, on the server, whether or not the buyer's page is still open.
 */
export const testUpiRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  testProvider: TestPaymentProvider;
}> = async (app, { config, testProvider }) => {
  async function toDto(request: ProviderUpiRequest): Promise<TestUpiRequest> {
    const { intent } = request;
    const event = intent.metadata.eventId ? await findEventRow(app.db, intent.metadata.eventId) : undefined;
    const note = event?.title ?? 'TicketMela tickets';
    return {
      requestId: request.requestId,
      paymentIntentId: intent.id,
      status: requestStatus(request),
      amount: paiseToRupees(intent.amountPaise),
      payeeName: TEST_UPI_PAYEE.name,
      payeeUpiId: TEST_UPI_PAYEE.upiId,
      note,
      upiId: request.upiId,
      upiUrl: upiPaymentUrl({
        payeeUpiId: TEST_UPI_PAYEE.upiId,
        payeeName: TEST_UPI_PAYEE.name,
        amountPaise: intent.amountPaise,
        note,
        reference: intent.id,
      }),
      approvalPath: `/pay/test-upi/${request.requestId}`,
      answers: request.upiId !== TEST_UPI_IDS.neverAnswers,
    };
  }

  /** The UPI app's answer, and its effect: approved is booked now; declined gives the seats back now. */
  async function answer(request: ProviderUpiRequest, approve: boolean, upiId: string | null) {
    const answered = await testProvider.answerUpi(request.requestId, approve, upiId, new Date());
    if (!answered) {
      throw new AppError(
        'CONFLICT',
        msg('This payment request is no longer waiting: it was answered, cancelled or has expired.'),
      );
    }
    const { intent } = answered;
    if (approve) await completePaidPurchase(app.db, app.paymentProvider, intent.id, purchaseTermsOf(config));
    else
      await releaseUnpaid(
        app.db,
        app.paymentProvider,
        intent.metadata.paymentId!,
        intent.id,
        purchaseTermsOf(config),
      );
    return (await testProvider.findUpiRequest(request.requestId))!;
  }

  app.post(
    '/',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: 'Test mode: pay an intent by UPI (a collect request to a UPI id, or a UPI QR)',
        description: `With a UPI id the request goes to that id; without one the answer's upiUrl is the QR's text. ${TEST_UPI_IDS.approves} approves at once, ${TEST_UPI_IDS.declines} declines at once, ${TEST_UPI_IDS.neverAnswers} never answers (the payment times out with the seat hold); any other id waits for the UPI-app page.`,
        security: [{ bearer: [] }],
        body: TestUpiStartBodySchema,
        response: { 200: TestUpiRequestSchema, ...errors },
      },
    },
    async (request) => {
      const buyer = buyerOf(request);
      const upiId = request.body.upiId ?? null;
      const started = await testProvider.startUpi(request.body.clientSecret, upiId, new Date(), buyer);
      if (!started) {
        await assertBuyerStandingNow(app.db, buyer);
        throw notFound(msg('This payment could not be found, or it has already been paid or has expired.'));
      }
      if (upiId === TEST_UPI_IDS.approves) return toDto(await answer(started, true, null));
      if (upiId === TEST_UPI_IDS.declines) return toDto(await answer(started, false, null));
      return toDto(started);
    },
  );

  const requestParams = z.object({ requestId: z.string().min(1).max(100) });

  app.get(
    '/:requestId',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: "Test mode: a UPI payment request, as the page standing for the buyer's UPI app shows it",
        params: requestParams,
        response: { 200: TestUpiRequestSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const found = await testProvider.findUpiRequest(request.params.requestId);
      if (!found) throw notFound(msg('This UPI payment request could not be found.'));
      return toDto(found);
    },
  );

  app.post(
    '/:requestId/answer',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: "Test mode: the buyer's UPI app approves or declines a waiting request",
        description:
          'Approved: the tickets are booked on the server at once (and the ticket e-mail queued), even if the buyer closed their page. Declined: the seats are released.',
        params: requestParams,
        body: TestUpiAnswerBodySchema,
        response: { 200: TestUpiRequestSchema, ...errors },
      },
    },
    async (request) => {
      const found = await testProvider.findUpiRequest(request.params.requestId);
      if (!found) throw notFound(msg('This UPI payment request could not be found.'));
      if (found.upiId === TEST_UPI_IDS.neverAnswers) {
        throw new AppError(
          'VALIDATION_ERROR',
          msg('{neverAnswers} never answers: the payment waits until the seat hold runs out.', {
            neverAnswers: TEST_UPI_IDS.neverAnswers,
          }),
        );
      }
      const { approve, upiId } = request.body;
      if (approve && !found.upiId && !upiId) {
        throw new AppError('VALIDATION_ERROR', msg('Enter the UPI ID you pay from'), 'upiId');
      }
      return toDto(await answer(found, approve, found.upiId ? null : (upiId ?? null)));
    },
  );
};
