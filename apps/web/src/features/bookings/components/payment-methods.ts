import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentIntentResponse } from '@ticketmela/domain';
import { useSyncExternalStore } from 'react';

/** The ways to pay this page has a form for. */
export type OfferedMethod = 'upi' | 'card';

export const METHOD_LABELS: Record<OfferedMethod, MessageDescriptor> = { upi: msg`UPI`, card: msg`Card` };

/**
 * A phone: a narrow screen or a touch screen as the main pointer. There UPI comes first (the buyer's UPI app is on
 * the same device); on a computer the card does.
 */
export const PHONE_QUERY = '(max-width: 639px), (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The methods the intent lists that have a form here, the first pre-selected: UPI (the test provider's collect
 * request and QR) only with the test provider, the card with the test provider and Stripe.
 */
export function offeredMethods(intent: PaymentIntentResponse, isPhone: boolean): OfferedMethod[] {
  const hasForm: Record<OfferedMethod, boolean> = {
    upi: intent.provider === 'test',
    card: intent.provider === 'test' || intent.provider === 'stripe',
  };
  const order: OfferedMethod[] = isPhone ? ['upi', 'card'] : ['card', 'upi'];
  return order.filter((method) => hasForm[method] && intent.methods.includes(method));
}
