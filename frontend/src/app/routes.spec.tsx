import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('routes', () => {
  it('answers an unknown address with "404 Page Not Found"', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/somewhere/else'] });

    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pause' })).toHaveAttribute('href', '/');
  });
});
