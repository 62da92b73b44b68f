// Everything the whole app leans on: data fetching and toasts. Tooltips' provider sits in the
// dashboard (routes/signed-in-route.tsx), the only screen with tooltips, out of the landing's first load.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toasts } from '@/components/ui/toasts';
import { createQueryClient } from '@/lib/query-client';

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
