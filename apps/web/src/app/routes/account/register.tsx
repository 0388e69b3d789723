import { Trans, useLingui } from '@lingui/react/macro';
import UserPlus from 'lucide-react/icons/user-plus';
import { Link } from 'react-router';
import { AuthCard } from '@/components/layouts/auth-card';
import { paths } from '@/config/paths';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Create Account`}
      subtitle={t`Join TicketMela to discover and book events across India`}
      icon={<UserPlus aria-hidden="true" className="size-7" />}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </Trans>
      }
    >
      <title>{t`Create Account — TicketMela`}</title>
      <RegisterForm />
      <GoogleSignIn mode="signup" />
    </AuthCard>
  );
}
