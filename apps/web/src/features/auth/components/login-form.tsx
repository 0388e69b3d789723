import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type LoginBody, LoginBodySchema } from '@ticketmela/domain';
import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLoginMutation } from '../api/login';
import { useCompleteSignIn } from './use-complete-sign-in';

type LoginFormValues = z.input<typeof LoginBodySchema>;

export function LoginForm() {
  const { t } = useLingui();
  const loginMutation = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { notice, clearNotice } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { identifier: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    clearNotice();
    try {
      const response = await loginMutation.mutateAsync(values);
      completeSignIn(response);
    } catch (error) {
      const message = errorMessage(error, t`Login failed. Please try again.`);
      setServerError(message);
      toast.error(message);
      // The server does not say which of the two was wrong (nor should it); the password is the usual culprit and
      // the identifier stays filled in, so the focus goes to the password, selected for retyping. (A field left
      // empty is focused by the form's own validation before anything is sent.)
      setFocus('password', { shouldSelect: true });
    }
  });

  const busy = isSubmitting || loginMutation.isPending;
  const banReason = notice?.banReason;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? (
        <Alert>{serverError}</Alert>
      ) : notice ? (
        <Alert tone={notice.kind === 'banned' ? 'error' : 'warning'} title={notice.message}>
          {banReason ? t`Reason: ${banReason}` : null}
        </Alert>
      ) : null}
      <TextField
        label={t`Email or Phone`}
        autoComplete="username"
        placeholder={t`you@example.com or 10-digit phone`}
        icon={<Mail aria-hidden="true" className="size-4" />}
        required
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        placeholder={t`Enter your password`}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t`Signing In...` : t`Sign In`}
      </Button>
    </form>
  );
}
