import { cardNumberDigits, INVALID_CARD_NUMBER_MESSAGE, isValidCardNumber } from '@ticketmela/domain';
import { messageOfText } from '../../i18n/known-text';
import { type Message, msg } from '../../i18n/message';

/** Stripe-style test cards understood by the built-in test provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type CardCheck =
  | { ok: true }
  | { ok: false; message: Message; field: 'cardNumber' | 'expiry' | 'cvc' };

/** Checks the card's form (number, MM/YY expiry not past, CVC), then the test cards' outcomes. */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardCheck {
  const digits = cardNumberDigits(card.cardNumber);
  if (!isValidCardNumber(digits)) {
    return { ok: false, message: messageOfText(INVALID_CARD_NUMBER_MESSAGE), field: 'cardNumber' };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, message: msg("Your card's expiration date is incomplete."), field: 'expiry' };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    return { ok: false, message: msg("Your card's expiration date is in the past."), field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, message: msg("Your card's security code is incomplete."), field: 'cvc' };
  }
  if (digits === TEST_CARDS.declined)
    return { ok: false, message: msg('Your card was declined.'), field: 'cardNumber' };
  if (digits === TEST_CARDS.insufficientFunds) {
    return { ok: false, message: msg('Your card has insufficient funds.'), field: 'cardNumber' };
  }
  return { ok: true };
}

/** "Visa •••• 4242": the card as receipts name it (brand from the first digit, as the test cards need). */
export function testCardLabel(cardNumber: string): string {
  const digits = cardNumberDigits(cardNumber);
  const brand = digits.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(digits)
      ? 'Mastercard'
      : /^6/.test(digits)
        ? 'RuPay'
        : 'Card';
  return `${brand} •••• ${digits.slice(-4)}`;
}
