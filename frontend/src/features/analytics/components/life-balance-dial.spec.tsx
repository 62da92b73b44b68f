import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { LifeBalanceDial } from './life-balance-dial';

// Wednesday 18 November 2026, mid-morning, in the browser's own time zone.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

const balancedWeek = {
  weekStart: '2026-11-16',
  workHours: 12.5,
  commuteHours: 3.25,
  lifeHours: 152.25,
  lifePercentage: 91,
};

function today(date: Date) {
  vi.useFakeTimers({ now: date, toFake: ['Date'] });
}

describe('LifeBalanceDial', () => {
  beforeEach(() => today(WEDNESDAY));

  it('says "Loading your balance..." while the week is on its way', () => {
    stubFetch({ 'GET /api/analytics/weekly': () => new Promise<Response>(() => {}) });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(screen.getByRole('heading', { name: 'Your Life Balance Dial' })).toBeInTheDocument();
    expect(screen.getByText('Loading your balance...')).toBeInTheDocument();
  });

  it("shows this week's life share, its status, the legend and the week's hours", async () => {
    const fetchMock = stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(balancedWeek) });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    const dial = await screen.findByRole('img', { name: 'Life balance 91%: Balanced' });
    expect(within(dial).getByText('91%')).toBeInTheDocument();
    expect(within(dial).getByText('Balanced')).toBeInTheDocument();
    expect(screen.getByText('Balanced 60-80%')).toBeInTheDocument();
    expect(screen.getByText('Borderline 40-60%')).toBeInTheDocument();
    expect(screen.getByText('Burnout below 40%')).toBeInTheDocument();
    const hours = screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(hours).toEqual([
      ['Work', '12.5h'],
      ['Commute', '3.3h'],
      ['Life', '152.3h'],
    ]);
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-11-16' }]);
  });

  it('calls a week with less than 40% life the "Burnout Zone"', async () => {
    stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({ ...balancedWeek, workHours: 90, commuteHours: 12, lifeHours: 66, lifePercentage: 39 }),
    });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(await screen.findByRole('img', { name: 'Life balance 39%: Burnout Zone' })).toBeInTheDocument();
    expect(screen.getByText('This week is asking a lot of you. Please be kind to yourself.')).toBeInTheDocument();
  });

  it('calls a week with 40% to 59% life "Borderline"', async () => {
    stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({ ...balancedWeek, workHours: 60, commuteHours: 9, lifeHours: 99, lifePercentage: 59 }),
    });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(await screen.findByRole('img', { name: 'Life balance 59%: Borderline' })).toBeInTheDocument();
  });

  it("shows the server's share of the hours lived so far this week, and says it is so far", async () => {
    // Thursday night: 35 h of work in the 94 hours lived is 63%; over all 168 hours it would read 79%.
    stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({
          weekStart: '2026-11-16',
          workHours: 35,
          commuteHours: 0,
          lifeHours: 59,
          lifePercentage: 63,
          hoursCounted: 94,
          trackedDays: 4,
          standing: 'in_progress',
        }),
    });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(await screen.findByRole('img', { name: 'Life balance 63%: Balanced' })).toBeInTheDocument();
    expect(screen.getByTestId('dial-so-far')).toHaveTextContent('So far');
  });

  it('calls an ended week with fewer than three tracked days neither balanced nor not', async () => {
    const fetchMock = stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({
          weekStart: '2026-11-09',
          workHours: 8,
          commuteHours: 0,
          lifeHours: 160,
          lifePercentage: 95,
          hoursCounted: 168,
          trackedDays: 1,
          standing: 'not_judged',
        }),
    });

    renderWithProviders(<LifeBalanceDial weekStart="2026-11-09" isCurrentWeek={false} />);

    expect(await screen.findByRole('img', { name: 'Life balance 95%: Not judged' })).toBeInTheDocument();
    expect(screen.getByTestId('dial-not-judged')).toHaveTextContent('Time was tracked on 1 day of that week');
    expect(screen.queryByText('Balanced', { exact: true })).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-11-09' }]);
  });

  it('offers to try again when the balance cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      'GET /api/analytics/weekly': () =>
        fail ? errorResponse(500, 'Internal Server Error', 'Something went wrong.') : jsonResponse(balancedWeek),
    });
    renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(await screen.findByText("We couldn't load your balance just now.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('91%')).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({ 'GET /api/analytics/weekly': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<LifeBalanceDial weekStart="2026-11-16" isCurrentWeek />);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your balance just now.")).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
