import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type RegisterForm as RegisterFormInput, RegisterFormSchema } from '@ticketmela/domain';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import User from 'lucide-react/icons/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRegisterMutation } from '../api/register';

type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

const SERVER_FIELDS = ['name', 'email', 'phone', 'password'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

function isServerField(field: string | undefined): field is ServerField {
  return (SERVER_FIELDS as readonly string[]).includes(field ?? '');
}

export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const registerMutation = useRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    setServerError(null);
    try {
      await registerMutation.mutateAsync(body);
      toast.success(t`Account created successfully! Please sign in.`);
      await navigate(paths.login);
    } catch (error) {
      const message = errorMessage(error, t`Registration failed`);
      if (isApiError(error) && isServerField(error.field)) {
        setError(error.field, { type: 'server', message }, { shouldFocus: true });
      } else {
        setServerError(message);
        toast.error(message);
      }
    }
  });

  const busy = isSubmitting || registerMutation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        placeholder={t`Your full name`}
        icon={<User aria-hidden="true" className="size-4" />}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        placeholder={t`you@example.com`}
        icon={<Mail aria-hidden="true" className="size-4" />}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Phone Number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t`10-digit mobile number`}
        icon={<Phone aria-hidden="true" className="size-4" />}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        placeholder={t`At least 6 characters`}
        required
        error={errors.password?.message}
        // Registered here, in the form's order: a failed submit focuses the first invalid field in that order.
        {...register('password', {
          // Once the form has been submitted, keep the "Passwords do not match" message in step with the password.
          onChange: () => {
            if (isSubmitted) void trigger('confirmPassword');
          },
        })}
      />
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        placeholder={t`Re-enter your password`}
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy} className="mt-2">
        {busy ? t`Creating Account...` : t`Create Account`}
      </Button>
    </form>
  );
}
