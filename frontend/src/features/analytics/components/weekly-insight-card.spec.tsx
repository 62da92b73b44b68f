import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { WeeklyInsightCard } from './weekly-insight-card';

const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

const weekOf = (workHours: number, commuteHours: number, lifePercentage: number) => ({
  weekStart: '2026-11-16',
  workHours,
  commuteHours,
  lifeHours: 168 - workHours - commuteHours,
  lifePercentage,
});

describe('WeeklyInsightCard', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it('gathers the week before it reflects on it', () => {
    stubFetch({ 'GET /api/analytics/weekly': () => new Promise<Response>(() => {}) });

    renderWithProviders(<WeeklyInsightCard weekStart="2026-11-16" />);

    expect(screen.getByRole('heading', { name: "This Week's Reflection" })).toBeInTheDocument();
    expect(screen.getByText('Gathering your week...')).toBeInTheDocument();
  });

  it('reflects on a week with work and commute, then cheers a well-balanced week', async () => {
    stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(weekOf(12.5, 3.25, 91)) });

    renderWithProviders(<WeeklyInsightCard weekStart="2026-11-16" />);

    expect(await screen.findByTestId('weekly-insight')).toHaveTextContent(
      "This week you've given 12.5 hours to work and 3.3 hours to commuting, leaving 152.3 hours for the life you love.",
    );
    expect(screen.getByTestId('weekly-motivation')).toHaveTextContent(
      "You're protecting your time beautifully. Keep making room for what matters most.",
    );
  });

  it('invites you to begin when nothing is tracked yet', async () => {
    stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(weekOf(0, 0, 100)) });

    renderWithProviders(<WeeklyInsightCard weekStart="2026-11-16" />);

    expect(await screen.findByTestId('weekly-insight')).toHaveTextContent(
      "Your week is still a blank page. Start a session whenever you're ready, and we'll reflect on it together.",
    );
  });

  it('tells an ended week in the past tense, and cheers or comforts only a week it could judge', async () => {
    const lastWeek = { ...weekOf(38, 4, 75), weekStart: '2026-11-09', trackedDays: 5, standing: 'judged' };
    stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(lastWeek) });
    const judged = renderWithProviders(<WeeklyInsightCard weekStart="2026-11-09" />);
    expect(await screen.findByTestId('weekly-insight')).toHaveTextContent(
      'That week you gave 38.0 hours to work and 4.0 hours to commuting, leaving 126.0 hours for the life you love.',
    );
    expect(screen.getByTestId('weekly-motivation')).toHaveTextContent(
      'You protected your time beautifully that week. Keep making room for what matters most.',
    );
    judged.unmount();

    const oneDay = { ...weekOf(8, 0, 95), weekStart: '2026-11-09', trackedDays: 1, standing: 'not_judged' };
    stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(oneDay) });
    renderWithProviders(<WeeklyInsightCard weekStart="2026-11-09" />);
    expect(await screen.findByTestId('weekly-insight')).toHaveTextContent(/^That week you gave 8\.0 hours to work/);
    expect(screen.queryByTestId('weekly-motivation')).not.toBeInTheDocument();
  });

  it('comforts you after a demanding week', async () => {
    stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(weekOf(80, 10, 46)) });

    renderWithProviders(<WeeklyInsightCard weekStart="2026-11-16" />);

    expect(await screen.findByTestId('weekly-motivation')).toHaveTextContent(
      "It's been a demanding week. Be gentle with yourself and take back a little time tonight.",
    );
  });
});
