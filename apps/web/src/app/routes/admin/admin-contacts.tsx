import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminContactsPage() {
  return <ComingSoon title="Contact Management" />;
}
