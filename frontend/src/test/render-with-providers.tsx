// Renders a piece of the app inside the same providers the real app uses (the dashboard's tooltip
// provider too, so a dashboard component can be rendered alone).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

export function renderWithProviders(ui: ReactElement) {
  const redirectToLogin = vi.fn();
  const queryClient = createQueryClient({ redirectToLogin });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <TooltipProvider>{ui}</TooltipProvider>
    </AppProviders>,
  );
  return { ...result, queryClient, redirectToLogin };
}
