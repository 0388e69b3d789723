import { Trans } from '@lingui/react/macro';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { PanelHeading } from './panel-heading';

/** 'Secure Payment': the heading of the payment step, and of a UPI payment the buyer comes back to. */
export function SecurePaymentHeading() {
  return (
    <PanelHeading
      tone="bg-green-100 text-green-800"
      icon={<ShieldCheck aria-hidden="true" className="size-5" />}
    >
      <Trans>Secure Payment</Trans>
    </PanelHeading>
  );
}
