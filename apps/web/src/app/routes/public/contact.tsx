import { ComingSoon } from '@/components/layouts/coming-soon';

export default function ContactPage() {
  return <ComingSoon title="Contact Us" />;
}
