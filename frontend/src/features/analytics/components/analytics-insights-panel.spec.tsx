import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { AnalyticsInsightsPanel } from './analytics-insights-panel';

// Wednesday 18 November 2026: the insights read Thursday the 12th to today.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);
const LAST_SEVEN_DAYS = [
  '2026-11-12',
  '2026-11-13',
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
];

const quietWeek = { weekStart: '2026-11-16', workHours: 0, commuteHours: 0, lifeHours: 168, lifePercentage: 100 };
const busyWeek = { weekStart: '2026-11-16', workHours: 24, commuteHours: 4.5, lifeHours: 139.5, lifePercentage: 83 };

const quietDays = LAST_SEVEN_DAYS.map((date) => ({ date, workHours: 0, commuteHours: 0 }));
// Monday to Wednesday tracked, each leaving 2/3 of the day for life: an improving trend.
const trackedDays = LAST_SEVEN_DAYS.map((date, index) =>
  index >= 4 ? { date, workHours: 6.5, commuteHours: 1.5 } : { date, workHours: 0, commuteHours: 0 },
);

// The export feature's tab in real life (the dashboard hands it in); a stand-in here.
const exportTab = <p>Everything Pause keeps for you, to take along.</p>;

function answers(weekly: unknown, daily: unknown) {
  return stubFetch({
    'GET /api/analytics/weekly': () => jsonResponse(weekly),
    'GET /api/analytics/daily': () => jsonResponse(daily),
  });
}

describe('AnalyticsInsightsPanel', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it('opens on the Insights tab and says it is loading', () => {
    stubFetch({
      'GET /api/analytics/weekly': () => new Promise<Response>(() => {}),
      'GET /api/analytics/daily': () => new Promise<Response>(() => {}),
    });

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    expect(screen.getByRole('heading', { name: 'Analytics & Insights' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Export Data' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Loading your insights...')).toBeInTheDocument();
  });

  it('invites you to track more when nothing is tracked this week', async () => {
    answers(quietWeek, quietDays);

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    expect(await screen.findByText('Track more sessions to unlock personalized insights')).toBeInTheDocument();
    expect(screen.queryByTestId('trend-banner')).not.toBeInTheDocument();
    const totals = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(totals).toEqual([
      ['Work', '0.0h'],
      ['Commute', '0.0h'],
      ['Life', '168.0h'],
    ]);
  });

  it('shows the trend of the last tracked days, personal insights and the week in hours', async () => {
    const fetchMock = answers(busyWeek, trackedDays);

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    const banner = await screen.findByTestId('trend-banner');
    expect(banner).toHaveTextContent('Your balance is improving');
    expect(banner).toHaveTextContent('Your last 3 tracked days left 67% of each day for life.');
    const insights = within(screen.getByRole('list', { name: 'Personal insights' })).getAllByRole('listitem');
    expect(insights.map((insight) => insight.textContent)).toEqual([
      "Well done: 83% of your week belongs to life. That's a wonderful balance.",
    ]);
    const totals = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(totals).toEqual([
      ['Work', '24.0h'],
      ['Commute', '4.5h'],
      ['Life', '139.5h'],
    ]);
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/daily')).toEqual([
      { startDate: '2026-11-12', endDate: '2026-11-18' },
    ]);
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-11-16' }]);
  });

  it('waits for a second tracked day before naming a trend', async () => {
    const oneDay = quietDays.map((day, index) => (index === 6 ? { ...day, workHours: 8 } : day));
    answers({ ...busyWeek, workHours: 8, commuteHours: 0, lifeHours: 160, lifePercentage: 95 }, oneDay);

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    expect(
      await screen.findByText("Your trend appears once you've tracked time on at least two days."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('trend-banner')).not.toBeInTheDocument();
  });

  it('warns gently about long work days and a heavy week', async () => {
    answers({ ...busyWeek, workHours: 84, commuteHours: 10, lifeHours: 74, lifePercentage: 44 }, trackedDays);

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    const list = await screen.findByRole('list', { name: 'Personal insights' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-tone')),
    ).toEqual(['warning', 'warning']);
    expect(list).toHaveTextContent("You're averaging 12.0 hours of work a day this week.");
    expect(list).toHaveTextContent('Only 44% of your week is left for life.');
  });

  it('offers to try again when the insights cannot be loaded', async () => {
    stubFetch({
      'GET /api/analytics/weekly': () => jsonResponse(busyWeek),
      'GET /api/analytics/daily': () => errorResponse(400, 'Bad Request', 'startDate must be a date'),
    });

    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);

    expect(await screen.findByText("We couldn't load your insights just now.")).toBeInTheDocument();
  });

  it('switches to the Export Data tab it was handed, and back', async () => {
    answers(busyWeek, trackedDays);
    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);
    await screen.findByTestId('trend-banner');
    expect(screen.queryByText('Everything Pause keeps for you, to take along.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Export Data' }));

    expect(screen.getByRole('tab', { name: 'Export Data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('trend-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Everything Pause keeps for you, to take along.');

    await userEvent.click(screen.getByRole('tab', { name: 'Insights' }));

    expect(screen.getByTestId('trend-banner')).toBeInTheDocument();
  });

  it('shows an Import tab only when handed one, and switches to it', async () => {
    answers(busyWeek, trackedDays);
    renderWithProviders(<AnalyticsInsightsPanel weekStart="2026-11-16" today={new Date()} exportTab={exportTab} />);
    expect(screen.queryByRole('tab', { name: 'Import' })).not.toBeInTheDocument();
    cleanup();

    answers(busyWeek, trackedDays);
    renderWithProviders(
      <AnalyticsInsightsPanel
        weekStart="2026-11-16"
        today={new Date()}
        exportTab={exportTab}
        importTab={<p>Bring your history.</p>}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Import' }));

    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bring your history.');
  });

  it('shows what app/ hands in first in the Insights tab, and after the personal insights', async () => {
    answers(busyWeek, trackedDays);

    renderWithProviders(
      <AnalyticsInsightsPanel
        weekStart="2026-11-16"
        today={new Date()}
        exportTab={exportTab}
        insightsTop={<p>Last week in review</p>}
        insightsAfter={<p>Limits and health</p>}
      />,
    );

    const top = await screen.findByText('Last week in review');
    const after = screen.getByText('Limits and health');
    const trend = screen.getByTestId('trend-banner');
    expect(top.compareDocumentPosition(trend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(trend.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
