/** Stripe's wording for a card number that cannot be a real one (shown by the card form and the test provider). */
export const INVALID_CARD_NUMBER_MESSAGE = 'Your card number is invalid.';

/** The card number's digits, without the spaces and dashes people type between groups. */
export function cardNumberDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/**
 * The Luhn (mod 10) check every payment card number passes: from the right, every second digit is doubled (minus 9
 * when above 9) and the sum must end in 0. It catches a mistyped digit and most swapped neighbours before the
 * number is sent anywhere.
 */
export function passesLuhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A plausible card number: 12 to 19 digits (spaces and dashes allowed between them) that pass the Luhn check. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardNumberDigits(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhnCheck(digits);
}
