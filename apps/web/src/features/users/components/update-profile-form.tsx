import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type StoredUser,
  type UpdateProfileBody,
  type UpdateProfileForm as UpdateProfileFormInput,
  UpdateProfileFormSchema,
} from '@ticketmela/domain';
import Info from 'lucide-react/icons/info';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import User from 'lucide-react/icons/user';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useUpdateProfileMutation } from '../api/update-profile';

type UpdateProfileFormOutput = z.output<typeof UpdateProfileFormSchema>;

/** The spec's 1.5 s pause before returning to the profile, so the success message can be read. */
export const PROFILE_REDIRECT_DELAY_MS = 1500;

const FIELDS = ['name', 'email', 'phone', 'password'] as const;
/** Fields a server error may name, each shown under its input. */
const ERROR_FIELDS = [...FIELDS, 'currentPassword'] as const;
type ErrorField = (typeof ERROR_FIELDS)[number];

export const CURRENT_PASSWORD_REQUIRED = msg`Please enter your current password`;

/**
 * Whether the form changes what needs the current password (decision 0028): the e-mail (compared as the server
 * stores it, trimmed and lower-cased) or the password.
 */
export function needsCurrentPassword(
  values: { email?: string | undefined; password?: string | undefined },
  currentEmail: string,
): boolean {
  const email = (values.email ?? '').trim().toLowerCase();
  return (email !== '' && email !== currentEmail.toLowerCase()) || (values.password ?? '') !== '';
}

/** Blank fields are left out of the payload; the current password goes only with a change that needs it. */
export function toUpdatePayload(
  values: UpdateProfileFormOutput,
  { includePassword = true, currentEmail }: { includePassword?: boolean; currentEmail?: string } = {},
): UpdateProfileBody {
  const payload: UpdateProfileBody = {};
  for (const field of FIELDS) {
    if (field === 'password' && !includePassword) continue;
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') payload[field] = value;
  }
  if (currentEmail !== undefined && needsCurrentPassword(payload, currentEmail) && values.currentPassword) {
    payload.currentPassword = values.currentPassword;
  }
  return payload;
}

export function UpdateProfileForm({ user }: { user: StoredUser }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { updateUser } = useSession();
  const updateMutation = useUpdateProfileMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isGoogleAccount = Boolean(user.googleId);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileFormInput, unknown, UpdateProfileFormOutput>({
    resolver: zodResolver(UpdateProfileFormSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      password: '',
      currentPassword: '',
    },
  });
  const asksCurrentPassword =
    !isGoogleAccount &&
    needsCurrentPassword({ email: watch('email'), password: watch('password') }, user.email);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (!isGoogleAccount && needsCurrentPassword(values, user.email) && !values.currentPassword) {
      setError(
        'currentPassword',
        { type: 'required', message: i18n._(CURRENT_PASSWORD_REQUIRED) },
        { shouldFocus: true },
      );
      return;
    }
    const payload = toUpdatePayload(values, { includePassword: !isGoogleAccount, currentEmail: user.email });
    try {
      const response = await updateMutation.mutateAsync(payload);
      updateUser(response.user, response.token);
      setSaved(true);
      toast.success(t`Profile updated successfully!`);
      redirectTimer.current = setTimeout(() => {
        void navigate(paths.profile);
      }, PROFILE_REDIRECT_DELAY_MS);
    } catch (error) {
      const message = errorMessage(error, t`Update failed`);
      const field = isApiError(error) ? error.field : undefined;
      if (field && (ERROR_FIELDS as readonly string[]).includes(field)) {
        setError(field as ErrorField, { type: 'server', message }, { shouldFocus: true });
      } else {
        setServerError(message);
        toast.error(message);
      }
    }
  });

  const busy = isSubmitting || updateMutation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        icon={<User aria-hidden="true" className="size-4" />}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        icon={<Mail aria-hidden="true" className="size-4" />}
        required
        readOnly={isGoogleAccount}
        hint={isGoogleAccount ? t`Your email address comes from your Google account.` : undefined}
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
      {isGoogleAccount ? (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <Trans>
              You sign in with Google, so your password is managed in your Google account settings. Password
              changes cannot be made here.
            </Trans>
          </p>
        </div>
      ) : (
        <PasswordField
          label={t`New Password`}
          autoComplete="new-password"
          placeholder={t`Leave blank to keep it`}
          hint={t`Optional. At least 6 characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      {asksCurrentPassword ? (
        <PasswordField
          label={t`Current Password`}
          autoComplete="current-password"
          required
          hint={t`Needed to change your email or password.`}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to={paths.profile} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" busy={busy} disabled={saved}>
          {busy ? t`Saving...` : t`Save Changes`}
        </Button>
      </div>
    </form>
  );
}
