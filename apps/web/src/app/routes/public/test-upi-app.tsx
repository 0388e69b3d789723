import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { TestUpiApp } from '@/features/payments/components/test-upi-app';

export default function TestUpiAppPage() {
  const { t } = useLingui();
  const { requestId = '' } = useParams();
  return (
    <>
      <title>{t`Test UPI app — TicketMela`}</title>
      <TestUpiApp key={requestId} requestId={requestId} />
    </>
  );
}
