import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testPaymentIntents, testRefunds } from '../../db/schema/test-provider';
import { runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { uniqueViolation } from '../../lib/db-errors';
import type { PaymentIntent, PaymentProvider, ProviderRefund } from '../provider';
import { type CardCheck, checkTestCard, testCardLabel } from './test-cards';
import {
  answerUpiStatement,
  confirmIntentStatement,
  createIntentStatement,
  findIntentBySecretStatement,
  findIntentStatement,
  findUpiRequestStatement,
  type IntentRow,
  startUpiStatement,
  toIntent,
} from './test-statements';

/** A UPI payment request of the test provider: the intent, and the id of the page that stands for the UPI app. */
export interface TestUpiRequest {
  intent: PaymentIntent;
  requestId: string;
  /** The buyer's UPI id (a collect request), or null for the QR / app-link way until the app answers. */
  upiId: string | null;
}

/** Test UPI ids (documented in the README): they answer without the UPI-app page. */
export const TEST_UPI_IDS = {
  approves: 'success@testupi',
  declines: 'failure@testupi',
  neverAnswers: 'timeout@testupi',
} as const;

export const UPI_DECLINED_MESSAGE = msg('The UPI payment was declined.');

/** Who the test provider's UPI payments are made to (the merchant's UPI id and name on the QR). */
export const TEST_UPI_PAYEE = { upiId: 'ticketmela@testupi', name: 'TicketMela' } as const;

function toUpiRequest(row: IntentRow & { upiRequestId: string }): TestUpiRequest {
  return { intent: toIntent(row), requestId: row.upiRequestId, upiId: row.methodDetail };
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /**
   * Starts paying the intent behind the client secret by UPI (the payer's own, in good standing, as confirmCard):
   * null when nothing could be started (unknown, someone else's, already paid or cancelled).
   */
  startUpi(
    clientSecret: string,
    upiId: string | null,
    now: Date,
    payer: { id: string; tokenVersion: number },
  ): Promise<TestUpiRequest | null>;
  findUpiRequest(requestId: string): Promise<TestUpiRequest | null>;
  /** The UPI app's answer: null when the request was not waiting (already answered, cancelled, unknown). */
  answerUpi(
    requestId: string,
    approve: boolean,
    upiId: string | null,
    now: Date,
  ): Promise<TestUpiRequest | null>;
  /**
   * The card form of the test provider: succeeds or fails the intent behind the client secret. Only the payer the
   * intent was made for (its metadata's userId), in good standing, with a session of the account's token version, can
   * pay it; to anyone else it is not found, and nothing changes. `recorded` says whether this card's outcome was
   * written (false: nothing changed, which for a banned or closed account, or an ended session, is why).
   */
  confirmCard(
    clientSecret: string,
    card: { cardNumber: string; expiry: string; cvc: string },
    now: Date,
    payer: { id: string; tokenVersion: number },
  ): Promise<{ intent: PaymentIntent | null; check: CardCheck; recorded: boolean }>;
}

/** The built-in provider: works offline, keeps its intents in the database, no real money moves. */
export function createTestPaymentProvider(
  db: Database,
  options: { failRefunds?: () => boolean } = {},
): TestPaymentProvider {
  const findIntent = async (id: string) => (await runStatement(db, findIntentStatement, { id }))[0];

  return {
    name: 'test',
    methods: ['upi', 'card'],

    async createIntent({ amountPaise, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${idempotencyKey.replace(/-/g, '')}`;
      const [created] = await runStatement(db, createIntentStatement, {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        amountPaise,
        currency,
        metadata: JSON.stringify(metadata),
      });
      // The same idempotency key answers the intent it made.
      return toIntent(created ?? (await findIntent(id))!);
    },

    async retrieveIntent(id) {
      const row = await findIntent(id);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
    },

    async refund({ intentId, amountPaise, idempotencyKey }): Promise<ProviderRefund> {
      if (options.failRefunds?.()) return { id: `re_test_failed_${randomUUID()}`, status: 'failed' };
      const [existing] = await db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, idempotencyKey));
      if (existing) return { id: existing.id, status: 'succeeded' };
      try {
        const [row] = await db
          .insert(testRefunds)
          .values({ id: `re_test_${randomBytes(12).toString('hex')}`, intentId, amountPaise, idempotencyKey })
          .returning();
        return { id: row!.id, status: 'succeeded' };
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        const [raced] = await db
          .select()
          .from(testRefunds)
          .where(eq(testRefunds.idempotencyKey, idempotencyKey));
        return { id: raced!.id, status: 'succeeded' };
      }
    },

    async startUpi(clientSecret, upiId, now, payer) {
      const [row] = await runStatement(db, startUpiStatement, {
        clientSecret,
        payerId: payer.id,
        tokenVersion: payer.tokenVersion,
        upiId,
        upiRequestId: `upi_${randomBytes(16).toString('hex')}`,
        now,
      });
      return row ? toUpiRequest(row) : null;
    },

    async findUpiRequest(requestId) {
      const [row] = await runStatement(db, findUpiRequestStatement, { upiRequestId: requestId });
      return row ? toUpiRequest(row) : null;
    },

    async answerUpi(requestId, approve, upiId, now) {
      const [row] = await runStatement(db, answerUpiStatement, {
        upiRequestId: requestId,
        approve,
        upiId,
        declinedMessage: translate('en', UPI_DECLINED_MESSAGE),
        now,
      });
      return row ? toUpiRequest(row) : null;
    },

    async confirmCard(clientSecret, card, now, payer) {
      const payerId = payer.id;
      const check = checkTestCard(card, now);
      const [confirmed] = await runStatement(db, confirmIntentStatement, {
        clientSecret,
        payerId,
        tokenVersion: payer.tokenVersion,
        status: check.ok ? 'succeeded' : 'requires_payment_method',
        // Kept in English, as a provider's own reason is; translated when shown
        lastError: check.ok ? null : translate('en', check.message),
        methodDetail: testCardLabel(card.cardNumber),
        now,
      });
      if (confirmed) return { intent: toIntent(confirmed), check, recorded: true };
      // Nothing waited for a card: someone else's, unknown, already paid, or cancelled when its hold expired.
      const [row] = await runStatement(db, findIntentBySecretStatement, { clientSecret });
      if (!row || row.metadata.userId !== payerId) {
        return {
          intent: null,
          check: { ok: false, message: msg('This payment could not be found.'), field: 'cardNumber' },
          recorded: false,
        };
      }
      if (row.status === 'succeeded') return { intent: toIntent(row), check: { ok: true }, recorded: false };
      return {
        intent: toIntent(row),
        recorded: false,
        check: {
          ok: false,
          message: msg('This payment has expired. Please start the booking again.'),
          field: 'cardNumber',
        },
      };
    },
  };
}
