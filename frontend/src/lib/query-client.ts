// The app's TanStack Query client: the spec's fetching policy and the single
// place where a 401 from any read or save is turned into "sign in again".
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from './api-client';
import { authKeys } from './auth/auth-keys';
import { signIn } from './auth/auth-navigation';
import { createUnauthorizedHandler } from './unauthorized';

type QueryClientOptions = {
  // Tests replace the browser navigation, which jsdom cannot perform.
  redirectToLogin?: () => void;
};

export function createQueryClient({ redirectToLogin = signIn }: QueryClientOptions = {}) {
  const handleUnauthorized = createUnauthorizedHandler({
    notify: () =>
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      }),
    redirect: redirectToLogin,
  });

  // A 401 says the session ended while someone was signed in. Once the app knows nobody is (an account
  // just deleted), a read already on its way answering 401 is no news: nobody is to sign in again.
  const nobodySignedIn = () => queryClient.getQueryData(authKeys.user()) === null;
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error) && !nobodySignedIn()) handleUnauthorized();
  };

  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Asked even when the browser says it is offline: the service worker answers with the last data
        // it kept (src/service-worker/sw.ts), and a read it cannot answer fails as any other would.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
