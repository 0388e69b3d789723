import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { EmailDetail } from '@/features/emails/components/email-detail';
import { EmailOutbox } from '@/features/emails/components/email-outbox';

/** /admin/emails (the outbox) and /admin/emails/:id (one e-mail as it looks). */
export default function EmailsPage() {
  const { id } = useParams();
  return <PageContainer>{id ? <EmailDetail key={id} id={id} /> : <EmailOutbox />}</PageContainer>;
}
