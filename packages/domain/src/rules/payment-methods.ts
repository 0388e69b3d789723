import { type DisplayText, displayText, englishOf } from './display-text';
/** How a buyer paid: the methods a provider offers and the one a payment was made with. */
export const PAYMENT_METHOD_KINDS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export interface PaidMethod {
  kind: PaymentMethodKind;
  /** The UPI id, the card's brand and last four digits, the bank or the wallet; null when the provider said none. */
  detail: string | null;
}

/**
 * How a payment was paid, from what was stored of it (a method kind and its detail); null when the provider did not
 * say, or the stored kind is not one this version knows.
 */
export function paidMethodFrom(
  kind: string | null | undefined,
  detail: string | null | undefined,
): PaidMethod | null {
  if (!kind || !(PAYMENT_METHOD_KINDS as readonly string[]).includes(kind)) return null;
  return { kind: kind as PaymentMethodKind, detail: detail ?? null };
}

const METHOD_NAMES: Record<PaymentMethodKind, string> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'netbanking',
  wallet: 'wallet',
};

/** "UPI, ananya@okaxis" / "card, Visa •••• 4242" / "netbanking": the method as receipts and e-mails name it. */
export function describePaidMethod(method: PaidMethod): string {
  return method.detail ? `${METHOD_NAMES[method.kind]}, ${method.detail}` : METHOD_NAMES[method.kind];
}

const PAID_BY: Record<PaidMethod['kind'], [string, string]> = {
  upi: ['Paid by UPI', 'Paid by UPI, {detail}'],
  card: ['Paid by card', 'Paid by card, {detail}'],
  netbanking: ['Paid by netbanking', 'Paid by netbanking, {detail}'],
  wallet: ['Paid by wallet', 'Paid by wallet, {detail}'],
};

/** "Paid by UPI, ananya@okaxis". */
export function paidByText(method: PaidMethod): DisplayText {
  const [plain, withDetail] = PAID_BY[method.kind];
  return method.detail ? displayText(withDetail, { detail: method.detail }) : displayText(plain);
}

/** paidByText in English. */
export function paidByLabel(method: PaidMethod): string {
  return englishOf(paidByText(method));
}

/**
 * A UPI id (virtual payment address): `name@handle`. The name allows letters, digits, dots, hyphens and underscores
 * (NPCI); the handle is the bank's or app's, letters first.
 */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const INVALID_UPI_ID_MESSAGE = 'Enter a UPI ID like name@bank';

export function isValidUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value.trim());
}

/**
 * A UPI payment link as UPI apps read it (NPCI's linking specification): payee address and name, the amount in
 * rupees with two decimals, INR, a note and our reference.
 */
export function upiPaymentUrl(input: {
  payeeUpiId: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.payeeUpiId],
    ['pn', input.payeeName],
    ['am', (input.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', input.note.slice(0, 80)],
    ['tr', input.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
