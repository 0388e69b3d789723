import { useParams } from 'react-router';
import { TestUpiApp } from '@/features/payments/components/test-upi-app';

export default function TestUpiAppPage() {
  const { requestId = '' } = useParams();
  return (
    <>
      <title>Test UPI app — TicketMela</title>
      <TestUpiApp key={requestId} requestId={requestId} />
    </>
  );
}
