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

    renderWithProviders(<LifeBalanceDial />);

    expect(screen.getByRole('heading', { name: 'Your Life Balance Dial' })).toBeInTheDocument();
    expect(screen.getByText('Loading your balance...')).toBeInTheDocument();
  });

  it("shows this week's life share, its status, the legend and the week's hours", async () => {
    const fetchMock = stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(balancedWeek) });

    renderWithProviders(<LifeBalanceDial />);

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

    renderWithProviders(<LifeBalanceDial />);

    expect(await screen.findByRole('img', { name: 'Life balance 39%: Burnout Zone' })).toBeInTheDocument();
    expect(screen.getByText('This week is asking a lot of you. Please be kind to yourself.')).toBeInTheDocument();
  });

  it('calls a week with 40% to 59% life "Borderline"', async () => {
    stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({ ...balancedWeek, workHours: 60, commuteHours: 9, lifeHours: 99, lifePercentage: 59 }),
    });

    renderWithProviders(<LifeBalanceDial />);

    expect(await screen.findByRole('img', { name: 'Life balance 59%: Borderline' })).toBeInTheDocument();
  });

  it('works the score out from the hours, as the share card does, even when the reply has only the hours', async () => {
    // The server's own example: 154.75 of 168 hours is 92.1%. Spec §3 allows a reply without lifePercentage.
    stubFetch({
      'GET /api/analytics/weekly': () =>
        jsonResponse({ weekStart: '2026-11-16', workHours: 12.5, commuteHours: 0.75, lifeHours: 154.75 }),
    });

    renderWithProviders(<LifeBalanceDial />);

    expect(await screen.findByRole('img', { name: 'Life balance 92%: Balanced' })).toBeInTheDocument();
  });

  it('reads the week that began on Monday, even when today is Sunday', async () => {
    today(new Date(2026, 10, 22, 21, 30));
    const fetchMock = stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(balancedWeek) });

    renderWithProviders(<LifeBalanceDial />);

    await screen.findByText('91%');
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-11-16' }]);
  });

  it('reads a week that began in the old year on the first of January', async () => {
    today(new Date(2027, 0, 1, 9, 0));
    const fetchMock = stubFetch({ 'GET /api/analytics/weekly': () => jsonResponse(balancedWeek) });

    renderWithProviders(<LifeBalanceDial />);

    await screen.findByText('91%');
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/weekly')).toEqual([{ weekStart: '2026-12-28' }]);
  });

  it('offers to try again when the balance cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      'GET /api/analytics/weekly': () =>
        fail ? errorResponse(500, 'Internal Server Error', 'Something went wrong.') : jsonResponse(balancedWeek),
    });
    renderWithProviders(<LifeBalanceDial />);

    expect(await screen.findByText("We couldn't load your balance just now.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('91%')).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({ 'GET /api/analytics/weekly': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<LifeBalanceDial />);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your balance just now.")).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
