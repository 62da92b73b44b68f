import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { WeekAtAGlance } from './week-at-a-glance';

// Wednesday 18 November 2026: the week runs from Monday the 16th to Sunday the 22nd.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

const week = [
  { date: '2026-11-16', workHours: 8, commuteHours: 1.5 },
  { date: '2026-11-17', workHours: 12, commuteHours: 2.4 },
  { date: '2026-11-18', workHours: 13, commuteHours: 1.75 },
  { date: '2026-11-19', workHours: 0, commuteHours: 0 },
  { date: '2026-11-20', workHours: 0, commuteHours: 0 },
  { date: '2026-11-21', workHours: 0, commuteHours: 0 },
  { date: '2026-11-22', workHours: 0, commuteHours: 0 },
];

describe('WeekAtAGlance', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it('shows seven skeleton rows while the week is on its way', () => {
    stubFetch({ 'GET /api/analytics/daily': () => new Promise<Response>(() => {}) });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    expect(screen.getByRole('heading', { name: 'Your Week at a Glance' })).toBeInTheDocument();
    expect(screen.getAllByTestId('week-row-skeleton')).toHaveLength(7);
    expect(screen.getByText('Loading your week...')).toBeInTheDocument();
  });

  it('lists Monday to Sunday of this week, each with its tracked hours', async () => {
    const fetchMock = stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    const days = await screen.findByRole('list', { name: 'Days of this week' });
    const rows = within(days).getAllByRole('listitem');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday (today)',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[0]).toHaveTextContent('9.5h tracked');
    expect(rows[3]).toHaveTextContent('0.0h tracked');
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/daily')).toEqual([
      { startDate: '2026-11-16', endDate: '2026-11-22' },
    ]);
  });

  it("splits each day's bar into work, commute and life, coloured by the day's balance", async () => {
    stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    expect(
      await screen.findByRole('img', { name: 'Work 8.0h, commute 1.5h, life 14.5h: Balanced' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Work 12.0h, commute 2.4h, life 9.6h: Borderline' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Work 13.0h, commute 1.8h, life 9.3h: Burnout' })).toBeInTheDocument();
  });

  it('marks today in the list', async () => {
    stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    const days = await screen.findByRole('list', { name: 'Days of this week' });
    const current = within(days)
      .getAllByRole('listitem')
      .filter((row) => row.getAttribute('aria-current') === 'date');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Wednesday');
  });

  it("adds up the week's work, commute and life", async () => {
    stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    await screen.findByRole('list', { name: 'Days of this week' });
    expect(screen.getByText('This week in total')).toBeInTheDocument();
    const totals = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(totals).toEqual([
      ['Work', '33.0h'],
      ['Commute', '5.7h'],
      ['Life', '129.4h'],
    ]);
  });

  it('offers to try again when the week cannot be loaded', async () => {
    stubFetch({ 'GET /api/analytics/daily': () => errorResponse(500, 'Internal Server Error', 'Oops.') });

    renderWithProviders(<WeekAtAGlance weekStart="2026-11-16" today={new Date()} />);

    expect(await screen.findByText("We couldn't load your week just now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('draws a line on every day at the daily share of a weekly limit, named in the legend', async () => {
    stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(
      <WeekAtAGlance
        weekStart="2026-11-16"
        today={new Date()}
        limitLine={{ dailyHours: 6, legend: 'Your limit: 6 h a day, 42 h a week' }}
      />,
    );

    await screen.findByRole('list', { name: 'Days of this week' });
    const lines = screen.getAllByTestId('day-limit-line');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toHaveStyle({ left: '25%' });
    expect(
      within(screen.getByRole('list', { name: 'Bar colours' })).getByText('Your limit: 6 h a day, 42 h a week'),
    ).toBeInTheDocument();
  });

  it('draws no line without a limit, and shows what app/ hands in beside the title and under the totals', async () => {
    stubFetch({ 'GET /api/analytics/daily': () => jsonResponse(week) });

    renderWithProviders(
      <WeekAtAGlance
        weekStart="2026-11-16"
        today={new Date()}
        headerAction={<button type="button">Your limits</button>}
        belowTotals={<p>Progress against your limits</p>}
      />,
    );

    await screen.findByRole('list', { name: 'Days of this week' });
    expect(screen.queryByTestId('day-limit-line')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your limits' })).toBeInTheDocument();
    expect(screen.getByText('Progress against your limits')).toBeInTheDocument();
  });
});
