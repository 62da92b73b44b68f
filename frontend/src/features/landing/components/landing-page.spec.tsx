import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
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

  describe('after a sign-in that did not complete', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('says so in plain words, offers to try again, and clears the address', async () => {
      window.history.replaceState(null, '', '/?signIn=unavailable');

      renderWithProviders(<LandingPage />);

      expect(await screen.findByText('Sign-in is unavailable')).toBeInTheDocument();
      expect(
        screen.getByText('The sign-in service is unavailable right now. Please try again in a moment.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/login');
      expect(window.location.search).toBe('');
    });

    it('tells the person to let whoever runs Pause know when the app is misconfigured', async () => {
      window.history.replaceState(null, '', '/?signIn=misconfigured');

      renderWithProviders(<LandingPage />);

      expect(await screen.findByText('Sign-in is not set up correctly')).toBeInTheDocument();
      expect(screen.getByText(/Please tell the person who runs Pause for you/)).toBeInTheDocument();
    });

    it('shows nothing on an ordinary visit', () => {
      renderWithProviders(<LandingPage />);

      expect(screen.queryByText(/Sign-in/)).not.toBeInTheDocument();
    });
  });
});
