import { describe, expect, it } from 'vitest';
import {
  describePaidMethod,
  isValidUpiId,
  paidByLabel,
  paidMethodFrom,
  upiPaymentUrl,
} from './payment-methods';

describe('UPI ids', () => {
  it.each(['ananya@okaxis', 'rahul.k-99@ybl', 'a_b@paytm', 'success@testupi'])('accepts %s', (id) => {
    expect(isValidUpiId(id)).toBe(true);
  });
  it.each(['', 'ananya', '@okaxis', 'ananya@', 'an ya@okaxis', 'ananya@ok axis', 'a@1bank', 'x@okaxis'])(
    'refuses %j',
    (id) => {
      expect(isValidUpiId(id)).toBe(false);
    },
  );
});

describe('naming the method', () => {
  it('names UPI with its id and a card with its detail', () => {
    expect(paidByLabel({ kind: 'upi', detail: 'ananya@okaxis' })).toBe('Paid by UPI, ananya@okaxis');
    expect(describePaidMethod({ kind: 'card', detail: 'Visa •••• 4242' })).toBe('card, Visa •••• 4242');
    expect(describePaidMethod({ kind: 'netbanking', detail: null })).toBe('netbanking');
  });
});

describe('a stored method', () => {
  it('reads back as the method, or null when unknown or unsaid', () => {
    expect(paidMethodFrom('upi', 'ananya@okaxis')).toEqual({ kind: 'upi', detail: 'ananya@okaxis' });
    expect(paidMethodFrom('card', undefined)).toEqual({ kind: 'card', detail: null });
    expect(paidMethodFrom(null, 'x')).toBeNull();
    expect(paidMethodFrom('cheque', 'x')).toBeNull();
  });
});

describe('UPI payment links', () => {
  it('carries the payee, the amount in rupees with two decimals, INR and our reference', () => {
    const url = upiPaymentUrl({
      payeeUpiId: 'ticketmela@testbank',
      payeeName: 'TicketMela',
      amountPaise: 149_950,
      note: 'Sunburn Goa & Friends',
      reference: 'pi_test_1',
    });
    expect(url).toBe(
      'upi://pay?pa=ticketmela%40testbank&pn=TicketMela&am=1499.50&cu=INR&tn=Sunburn%20Goa%20%26%20Friends&tr=pi_test_1',
    );
  });
});
