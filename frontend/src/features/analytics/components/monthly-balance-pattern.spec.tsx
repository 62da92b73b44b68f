import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, queriesTo, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { MonthlyBalancePattern } from './monthly-balance-pattern';

// Radix positions the tooltip with ResizeObserver, which jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const today = (date: Date) => vi.useFakeTimers({ now: date, toFake: ['Date'] });

/** Every day of the asked-for month, quiet unless `days` says otherwise. */
function monthAnswer(days: Record<string, { workHours: number; commuteHours: number; balanceScore: number }> = {}) {
  return ({ query }: StubRequest) => {
    const year = Number(query.get('year'));
    const month = Number(query.get('month'));
    const count = new Date(year, month, 0).getDate();
    return jsonResponse(
      Array.from({ length: count }, (_, index) => {
        const date = `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`;
        const quiet = { workHours: 0, commuteHours: 0, balanceScore: 100 };
        return { date, ...(days[date] ?? quiet) };
      }),
    );
  };
}

const monthLabel = () => screen.getByTestId('month-label');

describe('MonthlyBalancePattern', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
    today(new Date(2026, 10, 18, 10, 0));
  });

  it('shows this month with Sunday to Saturday headers', async () => {
    const fetchMock = stubFetch({ 'GET /api/analytics/monthly': monthAnswer() });

    renderWithProviders(<MonthlyBalancePattern />);

    expect(screen.getByRole('heading', { name: 'Monthly Balance Pattern' })).toBeInTheDocument();
    expect(monthLabel()).toHaveTextContent('November 2026');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(screen.getByText('Less balanced')).toBeInTheDocument();
    expect(screen.getByText('More balanced')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your month...')).not.toBeInTheDocument());
    expect(queriesTo(fetchMock, 'GET', '/api/analytics/monthly')).toEqual([{ month: '11', year: '2026' }]);
  });

  it('says the month is loading while it is on its way', () => {
    stubFetch({ 'GET /api/analytics/monthly': () => new Promise<Response>(() => {}) });

    renderWithProviders(<MonthlyBalancePattern />);

    expect(screen.getByText('Loading your month...')).toBeInTheDocument();
  });

  it('colours tracked days by their balance score and leaves quiet days neutral', async () => {
    stubFetch({
      'GET /api/analytics/monthly': monthAnswer({
        '2026-11-16': { workHours: 8, commuteHours: 1.5, balanceScore: 70 },
        '2026-11-17': { workHours: 12, commuteHours: 2.5, balanceScore: 40 },
        '2026-11-18': { workHours: 14, commuteHours: 1, balanceScore: 39 },
      }),
    });

    renderWithProviders(<MonthlyBalancePattern />);

    const monday = await screen.findByRole('button', {
      name: 'Monday, November 16, 2026: Balanced. Work 8.0h, commute 1.5h',
    });
    expect(monday).toHaveAttribute('data-tone', 'balanced');
    expect(screen.getByRole('button', { name: /^Tuesday, November 17, 2026: Borderline\. Work / })).toHaveAttribute(
      'data-tone',
      'borderline',
    );
    expect(
      screen.getByRole('button', { name: /^Wednesday, November 18, 2026 \(today\): Burnout\. Work / }),
    ).toHaveAttribute('data-tone', 'burnout');
    const quietDay = within(screen.getByRole('table')).getByText('19').closest('[data-tone]');
    expect(quietDay).toHaveAttribute('data-tone', 'none');
    expect(quietDay).toHaveTextContent('Thursday, November 19, 2026: nothing tracked');
    expect(screen.getAllByRole('button', { name: /November/ })).toHaveLength(3);
  });

  it("shows a tracked day's date, hours and rating in a tooltip", async () => {
    stubFetch({
      'GET /api/analytics/monthly': monthAnswer({
        '2026-11-17': { workHours: 8, commuteHours: 1.5, balanceScore: 60 },
      }),
    });
    renderWithProviders(<MonthlyBalancePattern />);
    const day = await screen.findByRole('button', { name: /^Tuesday, November 17, 2026: Borderline\. Work / });

    act(() => day.focus());

    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Tuesday, November 17, 2026');
    expect(tooltip).toHaveTextContent('Work: 8.0h');
    expect(tooltip).toHaveTextContent('Commute: 1.5h');
    expect(tooltip).toHaveTextContent('Rating: Borderline');
  });

  it('goes one month back or forward with each press, asking for that month', async () => {
    const fetchMock = stubFetch({ 'GET /api/analytics/monthly': monthAnswer() });
    renderWithProviders(<MonthlyBalancePattern />);

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(monthLabel()).toHaveTextContent('October 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(monthLabel()).toHaveTextContent('December 2026');

    await waitFor(() =>
      expect(queriesTo(fetchMock, 'GET', '/api/analytics/monthly')).toEqual([
        { month: '11', year: '2026' },
        { month: '10', year: '2026' },
        { month: '12', year: '2026' },
      ]),
    );
  });

  it('moves from December into January of the next year', async () => {
    today(new Date(2026, 11, 10, 10, 0));
    const fetchMock = stubFetch({ 'GET /api/analytics/monthly': monthAnswer() });
    renderWithProviders(<MonthlyBalancePattern />);
    expect(monthLabel()).toHaveTextContent('December 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));

    expect(monthLabel()).toHaveTextContent('January 2027');
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'GET', '/api/analytics/monthly').at(-1)).toEqual({ month: '1', year: '2027' }),
    );
  });

  it('moves from January back into December of the year before', async () => {
    today(new Date(2027, 0, 5, 10, 0));
    const fetchMock = stubFetch({ 'GET /api/analytics/monthly': monthAnswer() });
    renderWithProviders(<MonthlyBalancePattern />);
    expect(monthLabel()).toHaveTextContent('January 2027');

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(monthLabel()).toHaveTextContent('December 2026');
    await waitFor(() =>
      expect(queriesTo(fetchMock, 'GET', '/api/analytics/monthly').at(-1)).toEqual({ month: '12', year: '2026' }),
    );
  });
});
