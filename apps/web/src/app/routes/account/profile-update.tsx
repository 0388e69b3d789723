import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { UpdateProfileForm } from '@/features/users/components/update-profile-form';
import { useCurrentUser } from '@/lib/session';

export default function ProfileUpdatePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <PageContainer className="max-w-2xl">
      <title>{t`Edit Profile — TicketMela`}</title>
      <Link
        to={paths.profile}
        className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Profile</Trans>
      </Link>
      <Card className="mt-4 p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Edit Profile</Trans>
        </h1>
        <p className="mt-2 text-sm text-gray-700">
          <Trans>Update your name, contact details or password.</Trans>
        </p>
        <div className="mt-8">
          <UpdateProfileForm user={user} />
        </div>
      </Card>
    </PageContainer>
  );
}
