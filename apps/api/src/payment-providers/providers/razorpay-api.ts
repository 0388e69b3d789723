import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaidMethod } from '@ticketmela/domain';
import type { ProviderRefund } from '../provider';

// What Razorpay's REST API answers (orders, payments, refunds) and the small readings of it the provider needs:
// signatures, notes, how a payment was made, refund statuses, idempotency keys and receipts (decision 0038).

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  /** Razorpay answers [] for no notes. */
  notes: Record<string, string> | unknown[];
}

export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  captured: boolean;
  amount_refunded: number;
  vpa?: string | null;
  bank?: string | null;
  wallet?: string | null;
  card?: { network?: string | null; last4?: string | null } | null;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string> | unknown[];
}

export interface Collection<T> {
  items: T[];
}

export interface Answer<T> {
  status: number;
  body: T;
}

export const hmacHex = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two hex signatures (false for anything not of the same length). */
export function sameSignature(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const notesOf = (notes: RazorpayOrder['notes'] | undefined): Record<string, string> =>
  notes && !Array.isArray(notes) ? { ...notes } : {};

/** How a payment was made, from the payment entity's method fields. */
export function paidMethodOf(payment: RazorpayPayment): PaidMethod | null {
  switch (payment.method) {
    case 'upi':
      return { kind: 'upi', detail: payment.vpa ?? null };
    case 'card': {
      const card = payment.card;
      const network = card?.network ?? null;
      const last4 = card?.last4 ?? null;
      return {
        kind: 'card',
        detail: network && last4 ? `${network} •••• ${last4}` : last4 ? `•••• ${last4}` : network,
      };
    }
    case 'netbanking':
      return { kind: 'netbanking', detail: payment.bank ?? null };
    case 'wallet':
      return { kind: 'wallet', detail: payment.wallet ?? null };
    default:
      return null;
  }
}

/** Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR "The id provided does not exist" (some APIs with 404). */
export function isUnknownId(answer: Answer<unknown>): boolean {
  if (answer.status === 404) return true;
  const description = (answer.body as { error?: { description?: string } } | null)?.error?.description;
  return answer.status === 400 && typeof description === 'string' && /does not exist/i.test(description);
}

export const refundStatusOf = (refund: RazorpayRefund): ProviderRefund['status'] =>
  refund.status === 'processed' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';

/**
 * The X-Refund-Idempotency key Razorpay documents (at least 10 characters of letters, digits, '-' and '_'): ours with
 * any other character replaced; `attempt` > 1 after an earlier refund of this key failed at Razorpay.
 */
export function refundIdempotencyHeader(key: string, attempt: number): string {
  const safe = key.replace(/[^A-Za-z0-9_-]/g, '_');
  return attempt > 1 ? `${safe}_${attempt}` : safe;
}

/** A refund's `receipt` (at most 40 characters): a digest of the attempt's idempotency key. */
export const refundReceipt = (key: string) =>
  `rf_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
