import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('greets visitors with the product name and the headline', () => {
    render(<LandingPage />);

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Pause')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Take Back Your Time' })).toBeInTheDocument();
  });

  it('describes the three features', () => {
    render(<LandingPage />);

    expect(screen.getByRole('heading', { name: 'Simple Timer' })).toBeInTheDocument();
    expect(screen.getByText(/Start Work and Start Commute/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beautiful Insights' })).toBeInTheDocument();
    expect(screen.getByText(/Emotional visualisations .* weekly reflection prompts/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share Your Journey' })).toBeInTheDocument();
    expect(screen.getByText(/shareable balance card/)).toBeInTheDocument();
  });

  it('ends with a footer carrying the tagline and a quote', () => {
    render(<LandingPage />);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Take Back Your Time')).toBeInTheDocument();
    expect(within(footer).getByText(/Your life is happening between the meetings/)).toBeInTheDocument();
  });

  it('sends every sign-in button to /api/login', () => {
    render(<LandingPage />);

    for (const label of ['Sign In', 'Get Started for Free', 'Start Your Journey']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/api/login');
    }
  });
});
