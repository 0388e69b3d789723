import { GoogleOAuthProvider } from '@react-oauth/google';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { env } from '@/config/env';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

/** Everything the screens rely on: data cache, session, Google sign-in (when configured) and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  const app = (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={() => queryClient.clear()}>{children}</SessionProvider>
      <Toaster position="top-right" />
    </QueryClientProvider>
  );

  return env.googleClientId ? (
    <GoogleOAuthProvider clientId={env.googleClientId}>{app}</GoogleOAuthProvider>
  ) : (
    app
  );
}
