import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerWebhookEvents } from '../../db/schema/bookings';

// The providers' webhook deliveries already handled, one row per (provider, event id) under a unique index: a
// redelivery (Razorpay retries for about 24 hours, and may send one event more than once) is recognised and skipped.

export async function webhookEventHandled(db: DbOrTx, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: providerWebhookEvents.eventId })
    .from(providerWebhookEvents)
    .where(and(eq(providerWebhookEvents.provider, provider), eq(providerWebhookEvents.eventId, eventId)));
  return Boolean(row);
}

/**
 * Records a delivery as handled, in the caller's transaction when its effect shares it: true for the first record of
 * this event, false when it was recorded already (a concurrent delivery waits on the unique index, then finds it).
 */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: { provider: string; eventId: string; eventType: string; outcome: string },
): Promise<boolean> {
  const inserted = await db
    .insert(providerWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [providerWebhookEvents.provider, providerWebhookEvents.eventId] })
    .returning({ eventId: providerWebhookEvents.eventId });
  return inserted.length > 0;
}

/** What handling a recorded event came to, for people reading the table. */
export async function setWebhookOutcome(
  db: DbOrTx,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await db
    .update(providerWebhookEvents)
    .set({ outcome })
    .where(and(eq(providerWebhookEvents.provider, provider), eq(providerWebhookEvents.eventId, eventId)));
}
