import { ComingSoon } from '@/components/layouts/coming-soon';

export default function CancelledBookingsPage() {
  return <ComingSoon title="Cancelled Bookings" />;
}
