import { Trans, useLingui } from '@lingui/react/macro';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import toast from 'react-hot-toast';
import { env } from '@/config/env';

/**
 * A fresh Google sign-in as proof before an irreversible step on a Google account that has no password
 * (decision 0028): the server checks the credential is this account's and minutes old.
 */
export function ConfirmWithGoogle({ onCredential }: { onCredential: (credential: string) => void }) {
  const { t } = useLingui();
  if (!env.googleClientId) {
    return (
      <p className="text-sm text-gray-700">
        <Trans>
          Google sign-in is not available right now, so your account cannot be deleted here. Please contact
          us.
        </Trans>
      </p>
    );
  }
  return (
    <GoogleOAuthProvider clientId={env.googleClientId}>
      <p className="text-sm text-gray-700">
        <Trans>Confirm with Google that it is you:</Trans>
      </p>
      <div className="flex min-h-11 justify-center">
        <GoogleLogin
          text="continue_with"
          shape="pill"
          context="use"
          onSuccess={(response) => {
            if (response.credential) onCredential(response.credential);
            else toast.error(t`No credential returned from Google`);
          }}
          onError={() => toast.error(t`Google login failed`)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
