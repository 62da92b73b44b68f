// Renders a piece of the app inside the same providers the real app uses.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export function renderWithProviders(ui: ReactElement) {
  const redirectToLogin = vi.fn();
  const queryClient = createQueryClient({ redirectToLogin });
  const result = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...result, queryClient, redirectToLogin };
}
