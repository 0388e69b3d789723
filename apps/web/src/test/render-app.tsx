import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

// Every route module is loaded before a test renders the app, so no wait in a test depends on how long a
// lazy route chunk takes to import on a busy machine: React.lazy then finds each module already loaded.
await Promise.all(
  Object.values(import.meta.glob(['/src/app/routes/**/*.tsx', '!/src/app/routes/**/*.test.tsx'])).map(
    (load) => load(),
  ),
);

/** What a test may ask of the router: where it is now, and to go somewhere. */
export interface TestRouter {
  state: { readonly location: Location };
  navigate: (to: string) => void;
}

interface RouterHandle {
  location: Location | null;
  navigate: NavigateFunction | null;
}

/** Reports the memory router's location and navigate function to the test. */
function RouterProbe({ handle }: { handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

/** Mounts the real route table (guards, layout, lazy screens) at a path, in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const handle: RouterHandle = { location: null, navigate: null };

  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <RouterProbe handle={handle} />
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );

  const router: TestRouter = {
    state: {
      get location() {
        if (!handle.location) throw new Error('The router has not rendered yet');
        return handle.location;
      },
    },
    navigate: (to) => {
      void handle.navigate?.(to);
    },
  };
  return { ...utils, router, queryClient };
}
