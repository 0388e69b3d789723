import type { PaymentIntentResponse, TestUpiRequest } from '@ticketmela/domain';
import { z } from 'zod';

/**
 * A paid purchase the browser may not have seen through (issue 23): the intent of each hold is kept in
 * localStorage from the moment it is made until its outcome is known, so a buyer who closed the tab, lost the
 * network or met a restarted server after paying is shown on their return what became of the money (booked, or
 * refunded in full). The server's hold sweeper books or refunds every paid hold anyway; this only tells the buyer.
 */
/** A UPI payment asked for: what its waiting screen shows when the buyer comes back while it still waits. */
const UpiRequestSummarySchema = z.object({
  requestId: z.string(),
  upiId: z.string().nullable(),
  upiUrl: z.string(),
  approvalPath: z.string(),
});
export type UpiRequestSummary = z.infer<typeof UpiRequestSummarySchema>;

const UnfinishedPurchaseSchema = z.object({
  userId: z.string(),
  eventId: z.string(),
  paymentIntentId: z.string(),
  holdExpiresAt: z.string(),
  /** Rupees; shown again on the waiting screen. */
  amount: z.number().optional(),
  /** Set once a UPI payment was asked for: the server books it on approval, so its outcome is asked, not booked. */
  upi: UpiRequestSummarySchema.optional(),
});
export type UnfinishedPurchase = z.infer<typeof UnfinishedPurchaseSchema>;

const STORAGE_KEY = 'unfinishedPurchases';

function readAll(): UnfinishedPurchase[] {
  try {
    const parsed = z
      .array(UnfinishedPurchaseSchema)
      .safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeAll(purchases: UnfinishedPurchase[]) {
  try {
    if (purchases.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(purchases));
  } catch {
    // Storage full or blocked: the server still settles the payment; only the reminder is lost.
  }
}

/** Remembers the hold's intent for this user and event (one per event: a newer hold replaces an older one). */
export function rememberUnfinishedPurchase(purchase: UnfinishedPurchase) {
  writeAll([
    ...readAll().filter((kept) => !(kept.userId === purchase.userId && kept.eventId === purchase.eventId)),
    purchase,
  ]);
}

export function findUnfinishedPurchase(userId: string, eventId: string): UnfinishedPurchase | null {
  return readAll().find((kept) => kept.userId === userId && kept.eventId === eventId) ?? null;
}

export function forgetUnfinishedPurchase(paymentIntentId: string) {
  writeAll(readAll().filter((kept) => kept.paymentIntentId !== paymentIntentId));
}

/** What to remember of a hold's intent (and of the UPI payment asked for, once it is). */
export function purchaseOf(
  userId: string,
  eventId: string,
  intent: PaymentIntentResponse,
  upi?: TestUpiRequest,
): UnfinishedPurchase {
  return {
    userId,
    eventId,
    paymentIntentId: intent.paymentIntentId,
    holdExpiresAt: intent.holdExpiresAt,
    amount: intent.amount,
    ...(upi
      ? {
          upi: {
            requestId: upi.requestId,
            upiId: upi.upiId,
            upiUrl: upi.upiUrl,
            approvalPath: upi.approvalPath,
          },
        }
      : {}),
  };
}
