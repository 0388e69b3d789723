import type { PaymentMethodKind } from '@ticketmela/domain';
import type { testPaymentIntents } from '../../db/schema/test-provider';
import { defineStatement } from '../../db/statement';
import type { PaymentIntent } from '../provider';

// The built-in test provider's statements on its own tables (test.ts is the provider that runs them).

export type IntentRow = Pick<
  typeof testPaymentIntents.$inferSelect,
  | 'id'
  | 'clientSecret'
  | 'status'
  | 'amountPaise'
  | 'currency'
  | 'metadata'
  | 'method'
  | 'methodDetail'
  | 'lastError'
>;

const INTENT_COLUMNS = `id, client_secret as "clientSecret", status, amount_paise as "amountPaise", currency, metadata,
  method, method_detail as "methodDetail", last_error as "lastError"`;

export const createIntentStatement = defineStatement<IntentRow>(
  'test_provider_create_intent',
  ['id', 'clientSecret', 'amountPaise', 'currency', 'metadata'],
  `insert into test_payment_intents (id, client_secret, amount_paise, currency, metadata)
  values (:id, :clientSecret, :amountPaise::int, :currency, :metadata::jsonb)
  on conflict (id) do nothing
  returning ${INTENT_COLUMNS}`,
);

export const findIntentStatement = defineStatement<IntentRow>(
  'test_provider_find_intent',
  ['id'],
  `select ${INTENT_COLUMNS} from test_payment_intents where id = :id`,
);

export const findIntentBySecretStatement = defineStatement<IntentRow>(
  'test_provider_find_intent_by_secret',
  ['clientSecret'],
  `select ${INTENT_COLUMNS} from test_payment_intents where client_secret = :clientSecret`,
);

/**
 * Pays (or records the failed card on) an intent still waiting for a card (or for a UPI approval the buyer gave up
 * on: the card supersedes it, and the UPI app can no longer answer), only when it is the payer's own and the
 * payer's account exists and is not banned (the route reads their standing only when nothing changed).
 */
export const confirmIntentStatement = defineStatement<IntentRow>(
  'test_provider_confirm_intent',
  ['clientSecret', 'payerId', 'tokenVersion', 'status', 'lastError', 'methodDetail', 'now'],
  `update test_payment_intents
  set status = :status, last_error = :lastError, method = 'card', method_detail = :methodDetail,
    updated_at = :now::timestamptz
  where client_secret = :clientSecret and metadata->>'userId' = :payerId::text
    and (status = 'requires_payment_method' or (status = 'processing' and method = 'upi'))
    and exists (select 1 from users u where u.id = :payerId::uuid and not u.is_banned and u.deleted_at is null
      and u.token_version = :tokenVersion::int)
  returning ${INTENT_COLUMNS}`,
);

/**
 * Starts a UPI payment on an intent still waiting to be paid, only when it is the payer's own and the payer is in good
 * standing (as confirmIntentStatement): a collect request to `:upiId`, or (null) the QR / app-link way. A request
 * already waiting is answered again, so a retried start makes one request.
 */
export const startUpiStatement = defineStatement<IntentRow & { upiRequestId: string }>(
  'test_provider_start_upi',
  ['clientSecret', 'payerId', 'tokenVersion', 'upiId', 'upiRequestId', 'now'],
  `update test_payment_intents
  set status = 'processing', method = 'upi', method_detail = :upiId, last_error = null,
    upi_request_id = coalesce(upi_request_id, :upiRequestId), updated_at = :now::timestamptz
  where client_secret = :clientSecret and metadata->>'userId' = :payerId::text
    and (status = 'requires_payment_method' or (status = 'processing' and method = 'upi'))
    and exists (select 1 from users u where u.id = :payerId::uuid and not u.is_banned and u.deleted_at is null
      and u.token_version = :tokenVersion::int)
  returning ${INTENT_COLUMNS}, upi_request_id as "upiRequestId"`,
);

export const findUpiRequestStatement = defineStatement<IntentRow & { upiRequestId: string }>(
  'test_provider_find_upi_request',
  ['upiRequestId'],
  `select ${INTENT_COLUMNS}, upi_request_id as "upiRequestId" from test_payment_intents
  where upi_request_id = :upiRequestId`,
);

/**
 * The buyer's UPI app answers a waiting request: approved pays the intent (from `:upiId` when the request had none:
 * a scanned QR), declined cancels it. Only a request still waiting is answered, once.
 */
export const answerUpiStatement = defineStatement<IntentRow & { upiRequestId: string }>(
  'test_provider_answer_upi',
  ['upiRequestId', 'approve', 'upiId', 'declinedMessage', 'now'],
  `update test_payment_intents
  set status = case when :approve::boolean then 'succeeded' else 'canceled' end,
    method_detail = coalesce(method_detail, :upiId),
    last_error = case when :approve::boolean then null else :declinedMessage end,
    updated_at = :now::timestamptz
  where upi_request_id = :upiRequestId and status = 'processing'
  returning ${INTENT_COLUMNS}, upi_request_id as "upiRequestId"`,
);

export function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPaise: row.amountPaise,
    currency: row.currency,
    metadata: row.metadata,
    method:
      row.status === 'succeeded' && row.method
        ? { kind: row.method as PaymentMethodKind, detail: row.methodDetail }
        : null,
    lastError: row.lastError,
  };
}
