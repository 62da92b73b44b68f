import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';

describe('routes', () => {
  it('answers an unknown address with "404 Page Not Found"', () => {
    render(
      <MemoryRouter initialEntries={['/somewhere/else']}>
        <AppRoutes />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pause' })).toHaveAttribute('href', '/');
  });
});
