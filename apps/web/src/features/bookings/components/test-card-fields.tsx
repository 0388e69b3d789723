import { Trans, useLingui } from '@lingui/react/macro';
import { cardNumberDigits, INVALID_CARD_NUMBER_MESSAGE, isValidCardNumber } from '@ticketmela/domain';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { FieldShell, inputClasses } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useConfirmTestCardMutation } from '../api/confirm-test-card';
import { type CardFormProps, PAYMENT_ERROR_TOAST_ID, PAYMENT_FAILED_MESSAGE } from './card-form';
import { PayButton } from './pay-button';

const CARD_DIGITS = 16;

/** '4242424242424242' -> '4242 4242 4242 4242'; anything but digits is dropped, at most 16 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12/30'; the slash is added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Complete: 16 digits, an MM/YY expiry with a real month, a 3 or 4 digit CVC. The server checks the rest. */
export function isTestCardComplete(card: TestCard): boolean {
  return (
    card.cardNumber.replace(/\D/g, '').length === CARD_DIGITS &&
    /^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry) &&
    /^\d{3,4}$/.test(card.cvc)
  );
}

type CardField = keyof TestCard;

function isCardField(value: string | undefined): value is CardField {
  return value === 'cardNumber' || value === 'expiry' || value === 'cvc';
}

/**
 * A typed card number that cannot be a real one: all 16 digits entered and failing the Luhn check (Stripe's card
 * field says so as soon as the number is complete, before anything is sent).
 */
export function cardNumberError(cardNumber: string): string | null {
  const digits = cardNumberDigits(cardNumber);
  return digits.length === CARD_DIGITS && !isValidCardNumber(digits) ? INVALID_CARD_NUMBER_MESSAGE : null;
}

/**
 * The built-in test provider's card form: no real money moves; the card is checked by the API. It takes the focus
 * when it appears (after 'Book Now'), and a refused card puts the focus back on the field at fault.
 */
export function TestCardForm({
  clientSecret,
  amount,
  onPaymentSucceeded,
  onBusyChange,
  focusOnMount = true,
}: CardFormProps) {
  const { t, i18n } = useLingui();
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: CardField | null } | null>(null);
  const confirm = useConfirmTestCardMutation();
  const numberId = useId();
  const expiryId = useId();
  const cvcId = useId();
  const errorId = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const numberError = cardNumberError(card.cardNumber);
  const complete = isTestCardComplete(card);

  // Read once: switching methods later must not move the focus.
  const focusWhenShown = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenShown.current) numberRef.current?.focus();
  }, []);

  function update(field: CardField, value: string) {
    setCard((previous) => ({ ...previous, [field]: value }));
    setError(null);
  }

  function refuse(message: string, field: CardField | null) {
    setError({ message, field });
    // Focus the field at fault once it is enabled again (it is disabled while paying).
    const input = { cardNumber: numberRef, expiry: expiryRef, cvc: cvcRef }[field ?? 'cardNumber'];
    if (field) window.setTimeout(() => input.current?.focus(), 0);
  }

  function changeBusy(next: boolean) {
    setBusy(next);
    onBusyChange(next);
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || busy) return;
    if (numberError) {
      refuse(numberError, 'cardNumber');
      return;
    }
    setError(null);
    changeBusy(true);
    try {
      await confirm.mutateAsync({
        clientSecret,
        cardNumber: card.cardNumber.replace(/\D/g, ''),
        expiry: card.expiry,
        cvc: card.cvc,
      });
    } catch (failure) {
      const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
      const field = isApiError(failure) && isCardField(failure.field) ? failure.field : null;
      changeBusy(false);
      refuse(message, field);
      toast.error(message, { id: PAYMENT_ERROR_TOAST_ID });
      return;
    }
    try {
      await onPaymentSucceeded();
    } finally {
      changeBusy(false);
    }
  }

  // A number that fails the Luhn check is flagged as soon as it is complete, like Stripe's own card field.
  const shownError = error ?? (numberError ? { message: numberError, field: 'cardNumber' as const } : null);
  const invalid = (field: CardField) => (shownError?.field === field ? true : undefined);
  const describedBy = (field: CardField) => (shownError?.field === field ? errorId : undefined);

  return (
    <form className="space-y-4" aria-label={t`Card details`} onSubmit={pay} noValidate>
      <div
        role="note"
        className="rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900"
      >
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="size-4" />
          <Trans>Test mode: no real money moves</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Use <span className="font-mono font-semibold whitespace-nowrap">4242 4242 4242 4242</span> to pay
            successfully, or{' '}
            <span className="font-mono font-semibold whitespace-nowrap">4000 0000 0000 0002</span> to see a
            declined card. Any future expiry date and any 3 digits for the CVC.
          </Trans>
        </p>
      </div>

      <FieldShell id={numberId} label={t`Card number`}>
        <input
          ref={numberRef}
          id={numberId}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          disabled={busy}
          aria-invalid={invalid('cardNumber')}
          aria-describedby={describedBy('cardNumber')}
          onChange={(changeEvent) => update('cardNumber', formatCardNumber(changeEvent.target.value))}
          className={inputClasses(Boolean(invalid('cardNumber')), 'font-mono tracking-wide')}
        />
      </FieldShell>
      <div className="grid grid-cols-2 gap-3">
        <FieldShell id={expiryId} label={t`Expiry`}>
          <input
            ref={expiryRef}
            id={expiryId}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            value={card.expiry}
            disabled={busy}
            aria-invalid={invalid('expiry')}
            aria-describedby={describedBy('expiry')}
            onChange={(changeEvent) => update('expiry', formatExpiry(changeEvent.target.value))}
            className={inputClasses(Boolean(invalid('expiry')), 'font-mono')}
          />
        </FieldShell>
        <FieldShell id={cvcId} label="CVC">
          <input
            ref={cvcRef}
            id={cvcId}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            disabled={busy}
            aria-invalid={invalid('cvc')}
            aria-describedby={describedBy('cvc')}
            onChange={(changeEvent) => update('cvc', formatCvc(changeEvent.target.value))}
            className={inputClasses(Boolean(invalid('cvc')), 'font-mono')}
          />
        </FieldShell>
      </div>

      {shownError ? (
        <div id={errorId}>
          <Alert tone="error">{domainText(shownError.message)}</Alert>
        </div>
      ) : null}

      <PayButton amount={amount} busy={busy} disabled={!complete} />
    </form>
  );
}
