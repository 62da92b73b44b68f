// Renders a piece of the app inside the same providers the real app uses (the dashboard's tooltip
// provider too, so a dashboard component can be rendered alone).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

/** `route`: render inside a router at that address (for what reads or writes the address bar). */
export function renderWithProviders(ui: ReactElement, { route }: { route?: string } = {}) {
  const redirectToLogin = vi.fn();
  const queryClient = createQueryClient({ redirectToLogin });
  const inProviders = (
    <AppProviders queryClient={queryClient}>
      <TooltipProvider>{ui}</TooltipProvider>
    </AppProviders>
  );
  const result = render(route ? <MemoryRouter initialEntries={[route]}>{inProviders}</MemoryRouter> : inProviders);
  return { ...result, queryClient, redirectToLogin };
}
