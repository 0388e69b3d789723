import { ComingSoon } from '@/components/layouts/coming-soon';

export default function VerifyTicketsPage() {
  return <ComingSoon title="Verify Tickets" />;
}
