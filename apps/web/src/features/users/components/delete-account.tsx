import { Trans, useLingui } from '@lingui/react/macro';
import type { DeleteAccountBody } from '@ticketmela/domain';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeleteAccountMutation } from '../api/delete-account';
import { ConfirmWithGoogle } from './confirm-with-google';

/**
 * The Account Settings danger zone: delete the account after a confirmation with the password (decision 0028); a
 * Google account confirms with a fresh Google sign-in instead.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const deleteMutation = useDeleteAccountMutation();
  const { logout, user } = useSession();
  const navigate = useNavigate();
  const isGoogleAccount = Boolean(user?.googleId);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setPassword('');
      setProofError(null);
    }
  }

  function confirmDelete(proof: DeleteAccountBody) {
    setProofError(null);
    deleteMutation.mutate(proof, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t`Account deleted successfully`);
        // Leave the signed-in page first (committed synchronously), so its guard does not send us to /login.
        flushSync(() => {
          void navigate(paths.home, { replace: true });
        });
        logout();
      },
      onError: (error) => {
        const message = errorMessage(error, t`Account deletion failed`);
        // A wrong password (or Google confirmation) is said in the dialog, which stays open for another try.
        if (isApiError(error) && (error.field === 'password' || error.field === 'googleCredential')) {
          setProofError(message);
        } else {
          toast.error(message);
        }
      },
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-gray-900">
        <Trans>Account Settings</Trans>
      </h2>
      <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold text-red-900">
              <Trans>Danger Zone</Trans>
            </h3>
            <p className="mt-1 text-sm text-red-900">
              <Trans>
                Deleting your account is permanent. Your profile will be removed and you will be signed out.
              </Trans>
            </p>
          </div>
          <Button
            variant="danger"
            onClick={() => setOpen(true)}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            className="shrink-0"
          >
            <Trans>Delete Account</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title={t`Delete Account`}
        description={t`Are you sure you want to delete your account? This action cannot be undone.`}
        confirmText={t`Delete Account`}
        busyText={t`Deleting...`}
        variant="danger"
        busy={deleteMutation.isPending}
        canConfirm={!isGoogleAccount && password !== ''}
        onConfirm={() => confirmDelete({ password })}
      >
        {isGoogleAccount ? (
          <>
            <ConfirmWithGoogle onCredential={(googleCredential) => confirmDelete({ googleCredential })} />
            {proofError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {proofError}
              </p>
            ) : null}
          </>
        ) : (
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={deleteMutation.isPending}
            hint={t`Enter your password to confirm.`}
            error={proofError ?? undefined}
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}
