// Moving through time (issue 26): the dashboard follows the week in its address, the period bar moves
// it, and a month's and a year's view live at their own addresses.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/auth/get-user';
import { jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { HomeRoute } from './home-route';
import { NotFoundRoute } from './not-found-route';

const ada: User = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  forgottenTimerLimitHours: 10,
};

const weekOf = (weekStart: string, lifePercentage: number) => ({
  weekStart,
  workHours: 40,
  commuteHours: 5,
  lifeHours: 123,
  lifePercentage,
  hoursCounted: 168,
  trackedDays: 5,
  standing: 'judged',
});

const year = {
  firstDate: '2025-01-01',
  lastDate: '2025-12-31',
  hoursCounted: 8760,
  workHours: 1600,
  commuteHours: 200,
  lifeHours: 6960,
  lifePercentage: 79,
  trackedDays: 220,
  bestWeek: { weekStart: '2025-08-04', lifePercentage: 88 },
  hardestWeek: { weekStart: '2025-03-10', lifePercentage: 61 },
  months: Array.from({ length: 12 }, (_, index) => ({
    year: 2025,
    month: index + 1,
    workHours: 130,
    commuteHours: 16,
    lifePercentage: index === 11 ? null : 80,
  })),
  days: [
    { date: '2025-03-10', workHours: 12, commuteHours: 1, balanceScore: 46 },
    { date: '2025-08-04', workHours: 4, commuteHours: 0, balanceScore: 83 },
  ],
};

function signedIn() {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(ada),
    'PATCH /api/auth/user': () => jsonResponse(ada),
    'GET /api/timer/active': () => jsonResponse(null),
    'GET /api/analytics/weekly': ({ query }) =>
      jsonResponse(weekOf(query.get('weekStart')!, query.get('weekStart') === '2026-11-09' ? 71 : 64)),
    'GET /api/analytics/daily': () => jsonResponse([]),
    'GET /api/analytics/monthly': () => jsonResponse([]),
    'GET /api/analytics/year-summary': () => jsonResponse(year),
    'GET /api/analytics/month-summary': () =>
      jsonResponse({ ...year, firstDate: '2025-03-01', lastDate: '2025-03-31' }),
    'GET /api/sessions': () => jsonResponse([]),
    'GET /api/sessions/project-totals': () =>
      jsonResponse([{ project: 'Acme', workHours: 30, commuteHours: 4, sessions: 12 }]),
    'GET /api/achievements': () => jsonResponse([]),
    'GET /api/reflections/2026-11-09': () => jsonResponse(null),
    'GET /api/reflections/2026-11-16': () => jsonResponse(null),
    'GET /api/friends': () => jsonResponse([]),
    'GET /api/friends/requests': () => jsonResponse([]),
    'GET /api/challenges': () => jsonResponse([]),
    'GET /api/limits': () =>
      jsonResponse({ weeklyWorkHours: 40, dailyCommuteMinutes: null, latestWorkHour: null, daysOff: null }),
    'GET /api/limits/average-week': ({ query }) =>
      jsonResponse({
        limitHours: 48,
        months: [
          {
            month: query.get('from'),
            periodFrom: '2024-12-01',
            periodTo: '2025-03-31',
            averageWeeklyWorkHours: 42.5,
          },
        ],
      }),
  });
}

/** Where the app's address bar is, shown so a test can read it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/month/:month" element={<HomeRoute />} />
        <Route path="/year/:year" element={<HomeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

describe('moving through time', () => {
  beforeAll(() => import('./signed-in-route'));
  // Wednesday 18 November 2026.
  beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 18, 10, 0), toFake: ['Date'] }));

  it("opens the week the address names, and every week-bound card reads that week's figures", async () => {
    const fetchMock = signedIn();
    renderAt('/?week=2026-11-09');

    expect(
      await screen.findByRole('img', { name: 'Life balance 71%: Balanced' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The reminder alone reads the current week: its rule 5 is about now.
    const weeks = new Set(queriesTo(fetchMock, 'GET', '/api/analytics/weekly').map((query) => query.weekStart));
    expect(weeks).toEqual(new Set(['2026-11-09', '2026-11-16']));
    expect(queriesTo(fetchMock, 'GET', '/api/sessions')).toEqual([{ weekStart: '2026-11-09' }]);
    expect(await screen.findByRole('region', { name: 'By project' })).toHaveTextContent('Acme34.0h');
    expect(queriesTo(fetchMock, 'GET', '/api/sessions/project-totals')).toEqual([
      { from: '2026-11-09', to: '2026-11-15' },
    ]);
    // The Insights tab's trend reads that week's seven days, not the last seven.
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/daily')).toContainEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/daily')).not.toContainEqual({
      startDate: '2026-11-12',
      endDate: '2026-11-18',
    });
    // Week at a Glance draws the person's weekly limit on each day, and reads that week's progress.
    expect(await screen.findAllByTestId('day-limit-line')).toHaveLength(7);
    const limitWeeks = new Set(queriesTo(fetchMock, 'GET', '/api/limits/week').map((query) => query.weekStart));
    expect(limitWeeks).toEqual(new Set(['2026-11-09']));
  });

  it('moves a week on with the period bar, writing it in the address, and back to this week', async () => {
    signedIn();
    renderAt('/?week=2026-11-02');
    const bar = await screen.findByRole('navigation', { name: 'Period' });

    await userEvent.click(within(bar).getByRole('link', { name: 'Next week' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/?week=2026-11-09');
    expect(await screen.findByRole('img', { name: 'Life balance 71%: Balanced' })).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('link', { name: 'This week' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('img', { name: 'Life balance 64%: Balanced' })).toBeInTheDocument();
    // No week to come: "next" goes nowhere from the current week.
    expect(within(bar).getByRole('link', { name: 'Next week' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows a year's totals, best and hardest weeks, trend and heat map at /year/YYYY", async () => {
    const fetchMock = signedIn();
    renderAt('/year/2025');

    expect(await screen.findByTestId('year-view')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/year-summary')).toEqual([{ year: '2025' }]);
    expect(screen.getByTestId('period-life-percentage')).toHaveTextContent('79%');
    expect(within(screen.getByTestId('best-week')).getByRole('link')).toHaveAttribute('href', '/?week=2025-08-04');
    expect(screen.getByTestId('hardest-week')).toHaveTextContent('61% life');
    const heatMap = screen.getByTestId('heat-map');
    expect(within(heatMap).getAllByRole('img')).toHaveLength(12);
    expect(heatMap.querySelector('[data-date="2025-03-10"]')).toHaveAttribute('data-tone', 'borderline');
    expect(heatMap.querySelector('[data-date="2025-08-04"]')).toHaveAttribute('data-tone', 'balanced');
    expect(heatMap.querySelector('[data-date="2025-08-05"]')).toHaveAttribute('data-tone', 'none');
    expect(screen.getByTestId('trend-chart').querySelectorAll('rect')).toHaveLength(12);
    expect(await screen.findByRole('region', { name: 'By project' })).toHaveTextContent('Acme34.0h');
    expect(queriesTo(fetchMock, 'GET', '/api/sessions/project-totals')).toEqual([
      { from: '2025-01-01', to: '2025-12-31' },
    ]);
    // Each month's four-month average of weekly work, against 48 hours.
    expect(await screen.findByTestId('four-month-average-chart')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/limits/average-week')).toEqual([{ from: '2025-01', to: '2025-12' }]);
  });

  it('shows a month at /month/YYYY-MM and moves to the month before', async () => {
    const fetchMock = signedIn();
    renderAt('/month/2025-03');

    expect(await screen.findByTestId('month-view')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/month/2025-02');
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/month-summary')).toEqual([
      { year: '2025', month: '3' },
      { year: '2025', month: '2' },
    ]);
    // Each month's hours by project, from its first day to its last.
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'GET', '/api/sessions/project-totals')).toEqual([
        { from: '2025-03-01', to: '2025-03-31' },
        { from: '2025-02-01', to: '2025-02-28' },
      ]),
    );
    // The four months to the month shown, averaged a week, against 48 hours.
    expect(await screen.findByRole('region', { name: 'Four-month average' })).toHaveTextContent(
      '42.5 hours of work a week on average',
    );
    expect(queriesTo(fetchMock, 'GET', '/api/limits/average-week')).toContainEqual({ from: '2025-02', to: '2025-02' });
  });

  it.each(['/month/2026-13', '/month/26-11', '/year/twenty', '/year/1969'])(
    'answers %s with the 404 page',
    async (path) => {
      signedIn();
      renderAt(path);
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    },
  );
});
