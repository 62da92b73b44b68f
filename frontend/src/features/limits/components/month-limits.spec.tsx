import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { weekHealthAnswer } from '@/features/limits/testing/week-health-answer';
import { MonthLimits } from './month-limits';

const FORTY_HOURS = (workedHours: number) => ({
  limits: { weeklyWork: { limitHours: 40, workedHours, crossed: workedHours > 40 } },
});

describe("the month view's limits, week by week", () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('lists each week begun, linked to its view, with the limits it went past or that it held no work', async () => {
    const workedIn: Record<string, number> = { '2026-10-26': 0, '2026-11-02': 38, '2026-11-09': 52 };
    const fetchMock = stubFetch({
      'GET /api/limits/week': (request) => {
        const workHours = workedIn[request.query.get('weekStart') ?? ''];
        return jsonResponse(weekHealthAnswer({ workHours, ...FORTY_HOURS(workHours) }));
      },
    });
    const today = new Date(2026, 10, 12, 10);
    renderWithProviders(<MonthLimits month={{ year: 2026, month: 11 }} today={today} />, { route: '/month/2026-11' });

    const list = await screen.findByRole('list', { name: 'Weeks of the month against your limits' });
    const weeks = within(list).getAllByTestId('month-limits-week');
    expect(weeks.map((week) => week.getAttribute('data-crossed'))).toEqual(['false', 'false', 'true']);
    expect(weeks[2]).toHaveTextContent(/^Nov 9\s–\s15, 2026Work52.0 of 40 h \(past your limit\)$/);
    // The week holding the 1st had no work: nothing to keep to, not "within your limits".
    expect(weeks[0]).toHaveTextContent(/No work tracked\.$/);
    expect(weeks[1]).toHaveTextContent(/Within your limits\.$/);
    expect(weeks[1]).not.toHaveTextContent('so far');
    expect(within(weeks[1]).getByRole('link', { name: /^Nov 2\s–\s8, 2026$/ })).toHaveAttribute(
      'href',
      '/?week=2026-11-02',
    );
    expect(within(weeks[2]).getByRole('link')).toHaveAttribute('href', '/');
    expect(queriesTo(fetchMock, 'GET', '/api/limits/week')).toHaveLength(3);
  });

  it('asks for limits when none is set', async () => {
    stubFetch({ 'GET /api/limits/week': () => jsonResponse(weekHealthAnswer()) });
    renderWithProviders(<MonthLimits month={{ year: 2026, month: 11 }} today={new Date(2026, 10, 12)} />, {
      route: '/month/2026-11',
    });
    expect(await screen.findByText('Set your limits to see each week of the month against them.')).toBeInTheDocument();
  });
});
