import { Trans, useLingui } from '@lingui/react/macro';
import type { TestUpiRequest } from '@ticketmela/domain';
import AtSign from 'lucide-react/icons/at-sign';
import FlaskConical from 'lucide-react/icons/flask-conical';
import QrCode from 'lucide-react/icons/qr-code';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useStartTestUpiMutation } from '../api/start-test-upi';
import { PAYMENT_ERROR_TOAST_ID, PAYMENT_FAILED_MESSAGE } from './card-form';
import { SegmentedChoice } from './segmented-choice';
import { UpiIdForm, type UpiStartProps } from './upi-id-form';

type UpiWay = 'upi-id' | 'qr';

function TestUpiNote() {
  return (
    <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-4" />
        <Trans>Test mode: no real money moves</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          Use <span className="font-mono font-semibold">success@testupi</span> to pay at once,{' '}
          <span className="font-mono font-semibold">failure@testupi</span> to see a declined payment,{' '}
          <span className="font-mono font-semibold">timeout@testupi</span> for one that is never answered, or
          any other UPI ID to approve it yourself in the test UPI app.
        </Trans>
      </p>
    </div>
  );
}

/** 'Scan QR': asks for the payment's QR, shown on the waiting screen with the link to the UPI app. */
function ShowQrButton({
  clientSecret,
  onStarted,
  onBusyChange,
}: {
  clientSecret: string;
  onStarted: (request: TestUpiRequest) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { i18n } = useLingui();
  const start = useStartTestUpiMutation();
  const [error, setError] = useState<string | null>(null);

  async function showQr() {
    setError(null);
    onBusyChange(true);
    try {
      onStarted(await start.mutateAsync({ clientSecret }));
    } catch (failure) {
      const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
      setError(message);
      toast.error(message, { id: PAYMENT_ERROR_TOAST_ID });
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        <Trans>
          Scan the QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM...) and approve the payment
          there.
        </Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button
        size="lg"
        fullWidth
        busy={start.isPending}
        onClick={() => void showQr()}
        icon={<QrCode aria-hidden="true" className="size-4" />}
      >
        <Trans>Show QR code</Trans>
      </Button>
    </div>
  );
}

/** Paying by UPI with the test provider: by UPI ID (a collect request) or by scanning the payment's QR. */
export function UpiPayment({ clientSecret, amount, onStarted, onBusyChange, focusOnMount }: UpiStartProps) {
  const { t } = useLingui();
  const [way, setWay] = useState<UpiWay>('upi-id');
  const [waySwitched, setWaySwitched] = useState(false);
  const [busy, setBusy] = useState(false);
  const changeBusy = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  return (
    <div className="space-y-4">
      <TestUpiNote />
      <SegmentedChoice<UpiWay>
        legend={t`How would you like to pay by UPI?`}
        value={way}
        onChange={(next) => {
          setWay(next);
          setWaySwitched(true);
        }}
        disabled={busy}
        options={[
          {
            value: 'upi-id',
            label: t`Pay with UPI ID`,
            icon: <AtSign aria-hidden="true" className="size-4" />,
          },
          { value: 'qr', label: t`Scan QR`, icon: <QrCode aria-hidden="true" className="size-4" /> },
        ]}
      />
      {way === 'upi-id' ? (
        <UpiIdForm
          clientSecret={clientSecret}
          amount={amount}
          onStarted={onStarted}
          onBusyChange={changeBusy}
          focusOnMount={focusOnMount && !waySwitched}
        />
      ) : (
        <ShowQrButton clientSecret={clientSecret} onStarted={onStarted} onBusyChange={changeBusy} />
      )}
    </div>
  );
}
