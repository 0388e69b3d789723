import { ComingSoon } from '@/components/layouts/coming-soon';

export default function TicketPage() {
  return <ComingSoon title="Digital Ticket" />;
}
