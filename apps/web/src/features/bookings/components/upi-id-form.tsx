import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INVALID_UPI_ID_MESSAGE, isValidUpiId, type TestUpiRequest } from '@ticketmela/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { describedBy, FieldShell, inputClasses } from '@/components/ui/field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useStartTestUpiMutation } from '../api/start-test-upi';
import { PAYMENT_ERROR_TOAST_ID, PAYMENT_FAILED_MESSAGE } from './card-form';
import { PayButton } from './pay-button';

export const UPI_ID_HINT = msg`The UPI ID of your UPI app, like name@okaxis`;

/**
 * 'Pay with UPI ID': sends a collect request to the buyer's UPI id. The id is checked here with the domain's rule
 * (after the field is left or on 'Pay'), and the server's refusal of it is shown under the field too.
 */
export interface UpiStartProps {
  clientSecret: string;
  amount: number;
  onStarted: (request: TestUpiRequest) => void;
  onBusyChange: (busy: boolean) => void;
  /** Take the focus when it appears with the payment step (as the card form does), not after a switch to it. */
  focusOnMount: boolean;
}

export function UpiIdForm({ clientSecret, amount, onStarted, onBusyChange, focusOnMount }: UpiStartProps) {
  const { t, i18n } = useLingui();
  const hint = i18n._(UPI_ID_HINT);
  const [upiId, setUpiId] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; onField: boolean } | null>(null);
  const start = useStartTestUpiMutation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = start.isPending;

  const formatError = checked && !isValidUpiId(upiId) ? INVALID_UPI_ID_MESSAGE : undefined;
  const fieldError = formatError ?? (serverError?.onField ? serverError.message : undefined);

  // Read once: switching methods later must not move the focus.
  const focusWhenShown = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenShown.current) inputRef.current?.focus();
  }, []);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (!isValidUpiId(upiId)) {
      inputRef.current?.focus();
      return;
    }
    setServerError(null);
    onBusyChange(true);
    try {
      const request = await start.mutateAsync({ clientSecret, upiId: upiId.trim() });
      toast.dismiss(PAYMENT_ERROR_TOAST_ID);
      onStarted(request);
    } catch (failure) {
      const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
      const onField = isApiError(failure) && failure.field === 'upiId';
      setServerError({ message, onField });
      if (onField) window.setTimeout(() => inputRef.current?.focus(), 0);
      else toast.error(message, { id: PAYMENT_ERROR_TOAST_ID });
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <form className="space-y-4" aria-label={t`Pay with UPI ID`} onSubmit={pay} noValidate>
      <FieldShell id={id} label={t`UPI ID`} error={fieldError} hint={hint}>
        <input
          ref={inputRef}
          id={id}
          name="upiId"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          // i18n-exempt: a sample UPI ID, the same in every language
          placeholder="name@bank"
          value={upiId}
          disabled={busy}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy(id, fieldError, hint)}
          onChange={(changeEvent) => {
            setUpiId(changeEvent.target.value);
            setServerError(null);
          }}
          onBlur={() => setChecked(upiId.trim() !== '')}
          className={inputClasses(Boolean(fieldError), 'font-mono')}
        />
      </FieldShell>
      {serverError && !serverError.onField ? <Alert tone="error">{serverError.message}</Alert> : null}
      <PayButton amount={amount} busy={busy} disabled={upiId.trim() === ''} />
    </form>
  );
}
