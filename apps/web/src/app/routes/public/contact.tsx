import { PageContainer } from '@/components/layouts/page-container';
import { ContactUs } from '@/features/contacts/components/contact-us';

export default function ContactPage() {
  return (
    <PageContainer>
      <ContactUs />
    </PageContainer>
  );
}
