import { Trans, useLingui } from '@lingui/react/macro';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { env } from '@/config/env';
import { errorMessage } from '@/lib/api-client';
import { useGoogleLoginMutation } from '../api/google-login';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Google's button accepts a width between 200 and 400 pixels; match the form's width. */
function useButtonWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.min(400, Math.floor(element.clientWidth))));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function GoogleButton({ mode }: { mode: 'signin' | 'signup' }) {
  const googleLogin = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { ref, width } = useButtonWidth();
  const { t } = useLingui();

  return (
    <div
      ref={ref}
      className="flex min-h-11 w-full justify-center"
      aria-busy={googleLogin.isPending || undefined}
    >
      <GoogleLogin
        width={width}
        text={mode === 'signup' ? 'signup_with' : 'continue_with'}
        shape="pill"
        context={mode === 'signup' ? 'signup' : 'signin'}
        onSuccess={(response) => {
          if (!response.credential) {
            toast.error(t`No credential returned from Google`);
            return;
          }
          googleLogin.mutate(
            { credential: response.credential },
            {
              onSuccess: completeSignIn,
              onError: (error) => toast.error(errorMessage(error, t`Login failed`)),
            },
          );
        }}
        onError={() => toast.error(t`Google login failed`)}
      />
    </div>
  );
}

/**
 * 'Or continue with' and the Google button; nothing at all when Google sign-in is not configured. The provider
 * (which loads Google's script) wraps only the button, so pages without it never load Google's code.
 */
export function GoogleSignIn({ mode = 'signin' }: { mode?: 'signin' | 'signup' }) {
  const { i18n } = useLingui();
  if (!env.googleClientId) return null;
  return (
    <div className="mt-6 space-y-5">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
        <p className="text-sm text-gray-600">
          <Trans>Or continue with</Trans>
        </p>
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
      </div>
      {/* Google's button in the page's language. */}
      <GoogleOAuthProvider clientId={env.googleClientId} locale={i18n.locale}>
        <GoogleButton mode={mode} />
      </GoogleOAuthProvider>
    </div>
  );
}
