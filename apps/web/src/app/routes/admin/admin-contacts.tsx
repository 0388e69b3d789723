import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/layouts/page-container';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { BackToDashboardLink } from '@/features/admin/components/back-to-dashboard-link';
import { ContactInbox } from '@/features/contacts/components/contact-inbox';

/** Contact Management (/admin/contacts): the general contact messages, in the admin console's chrome. */
export default function AdminContactsPage() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <ContactInbox
        box="general"
        header={
          <AdminPageHeader
            title={t`Contact Management`}
            subtitle={t`Messages sent through the Contact Us form. Reply, then record what was done.`}
            before={<BackToDashboardLink />}
          />
        }
      />
    </PageContainer>
  );
}
