import { useLingui } from '@lingui/react/macro';
import Lock from 'lucide-react/icons/lock';
import { Button } from '@/components/ui/button';
import { formatInr } from '@/lib/format';

/** 'Pay ₹X', or 'Processing Payment...' while the payment and the booking run. */
export function PayButton({ amount, busy, disabled }: { amount: number; busy: boolean; disabled: boolean }) {
  const { t } = useLingui();
  const total = formatInr(amount);
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      busy={busy}
      disabled={disabled}
      icon={<Lock aria-hidden="true" className="size-4" />}
    >
      {busy ? t`Processing Payment...` : t`Pay ${total}`}
    </Button>
  );
}
