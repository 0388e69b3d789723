import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testPaymentIntents, testRefunds } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import type { PaymentIntent, PaymentProvider, ProviderRefund } from '../provider';
import { type CardCheck, checkTestCard } from './test-cards';

type IntentRow = typeof testPaymentIntents.$inferSelect;

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPaise: row.amountPaise,
    currency: row.currency,
    metadata: row.metadata,
  };
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The card form of the test provider: succeeds or fails the intent behind the client secret. */
  confirmCard(
    clientSecret: string,
    card: { cardNumber: string; expiry: string; cvc: string },
    now: Date,
  ): Promise<{ intent: PaymentIntent | null; check: CardCheck }>;
}

/** The built-in provider: works offline, keeps its intents in the database, no real money moves. */
export function createTestPaymentProvider(
  db: Database,
  options: { failRefunds?: () => boolean } = {},
): TestPaymentProvider {
  const findIntent = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    return row;
  };

  return {
    name: 'test',

    async createIntent({ amountPaise, currency, metadata, idempotencyKey }) {
      const id = `pi_test_${idempotencyKey.replace(/-/g, '')}`;
      const existing = await findIntent(id);
      if (existing) return toIntent(existing);
      const [row] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountPaise,
          currency,
          metadata,
        })
        .returning();
      return toIntent(row!);
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

    async confirmCard(clientSecret, card, now) {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.clientSecret, clientSecret));
      if (!row)
        return {
          intent: null,
          check: { ok: false, message: 'This payment could not be found.', field: 'cardNumber' },
        };
      if (row.status === 'succeeded') return { intent: toIntent(row), check: { ok: true } };
      if (row.status === 'canceled') {
        return {
          intent: toIntent(row),
          check: {
            ok: false,
            message: 'This payment has expired. Please start the booking again.',
            field: 'cardNumber',
          },
        };
      }
      const check = checkTestCard(card, now);
      const [updated] = await db
        .update(testPaymentIntents)
        .set(
          check.ok
            ? { status: 'succeeded', lastError: null, updatedAt: now }
            : { status: 'requires_payment_method', lastError: check.message, updatedAt: now },
        )
        .where(eq(testPaymentIntents.id, row.id))
        .returning();
      return { intent: toIntent(updated!), check };
    },
  };
}
