import { Trans, useLingui } from '@lingui/react/macro';
import LogIn from 'lucide-react/icons/log-in';
import { Link } from 'react-router';
import { AuthCard } from '@/components/layouts/auth-card';
import { paths } from '@/config/paths';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Welcome Back`}
      subtitle={t`Sign in to book tickets and manage your bookings`}
      icon={<LogIn aria-hidden="true" className="size-7" />}
      footer={
        <Trans>
          Don't have an account?{' '}
          <Link
            to={paths.register}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Create account
          </Link>
        </Trans>
      }
    >
      <title>{t`Login — TicketMela`}</title>
      <LoginForm />
      <GoogleSignIn mode="signin" />
    </AuthCard>
  );
}
