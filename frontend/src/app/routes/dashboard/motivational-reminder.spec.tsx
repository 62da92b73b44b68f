import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { MotivationalReminder } from './motivational-reminder';

// 10:00 on Wednesday 18 November 2026: this week began on Monday the 16th.
const MORNING = new Date(2026, 10, 18, 10, 0);

const busyWeek = { workHours: 40, commuteHours: 5, lifeHours: 123 };
const emptyWeek = { workHours: 0, commuteHours: 0, lifeHours: 168 };

function backend({
  activeTimer,
  lifePercentage,
  hours = busyWeek,
}: {
  activeTimer: unknown;
  lifePercentage: number;
  hours?: typeof busyWeek;
}) {
  vi.useFakeTimers({ now: MORNING, toFake: ['Date'] });
  return stubFetch({
    'GET /api/timer/active': () => jsonResponse(activeTimer),
    'GET /api/analytics/weekly': () => jsonResponse({ weekStart: '2026-11-16', ...hours, lifePercentage }),
  });
}

describe('MotivationalReminder on the dashboard', () => {
  it('reads the running timer: two hours of work call for a pause', async () => {
    const twoHoursAgo = new Date(MORNING.getTime() - 120 * 60_000).toISOString();
    backend({ activeTimer: { type: 'work', startTime: twoHoursAgo }, lifePercentage: 50 });

    renderWithProviders(<MotivationalReminder />);

    expect(await screen.findByRole('heading', { name: 'Time to come up for air' })).toBeInTheDocument();
  });

  it("reads this week's balance: with no session running, a balanced week is celebrated", async () => {
    const fetchMock = backend({ activeTimer: null, lifePercentage: 60 });

    renderWithProviders(<MotivationalReminder />);

    expect(await screen.findByRole('heading', { name: 'Your week is in lovely balance' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-11-16' }]);
  });

  it('invites the first session rather than praising a week with nothing tracked yet', async () => {
    backend({ activeTimer: null, lifePercentage: 100, hours: emptyWeek });

    renderWithProviders(<MotivationalReminder />);

    expect(await screen.findByRole('heading', { name: 'Your week is wide open' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('motivational-reminder')).getByText(/one tap starts your first session/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your week is in lovely balance')).not.toBeInTheDocument();
  });
});
