import { describe, expect, test } from 'vitest';
import { makeIntent } from './booking-test-utils';
import { offeredMethods } from './payment-methods';

describe('offeredMethods', () => {
  test('the test provider: UPI first on a phone, the card first on a computer', () => {
    const intent = makeIntent({ provider: 'test', methods: ['card', 'upi'] });
    expect(offeredMethods(intent, true)).toEqual(['upi', 'card']);
    expect(offeredMethods(intent, false)).toEqual(['card', 'upi']);
  });

  test('only what the intent lists and this page has a form for', () => {
    expect(offeredMethods(makeIntent({ provider: 'stripe', methods: ['card'] }), true)).toEqual(['card']);
    expect(offeredMethods(makeIntent({ provider: 'test', methods: ['card'] }), true)).toEqual(['card']);
    // Razorpay's own checkout offers its methods (razorpay-checkout.tsx), not these forms.
    expect(
      offeredMethods(
        makeIntent({ provider: 'razorpay', methods: ['upi', 'card', 'netbanking', 'wallet'] }),
        true,
      ),
    ).toEqual([]);
  });
});
