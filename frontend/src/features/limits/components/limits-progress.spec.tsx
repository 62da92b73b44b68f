import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { weekHealthAnswer } from '@/features/limits/testing/week-health-answer';
import { LimitsProgress } from './limits-progress';

describe('the week’s progress against the limits', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('lists each limit set for the chosen week, marking the ones passed', async () => {
    const fetchMock = stubFetch({
      'GET /api/limits/week': () =>
        jsonResponse(
          weekHealthAnswer({
            limits: {
              weeklyWork: { limitHours: 40, workedHours: 41.5, crossed: true },
              daysOff: { wanted: 2, daysWorked: 4, crossed: false },
            },
          }),
        ),
    });
    renderWithProviders(<LimitsProgress weekStart="2026-11-23" heading="Your limits this week" />);

    const list = await screen.findByRole('list', { name: 'Your limits this week' });
    const [work, daysOff] = within(list).getAllByRole('listitem');
    expect(work).toHaveTextContent('Work41.5 of 40 h (past your limit)');
    expect(work).toHaveAttribute('data-crossed', 'true');
    expect(daysOff).toHaveTextContent('Days with work4 of 5 at most (2 days off wanted)');
    expect(queriesTo(fetchMock, 'GET', '/api/limits/week')).toEqual([{ weekStart: '2026-11-23' }]);
  });

  it('shows nothing when no limit is set', async () => {
    const fetchMock = stubFetch({ 'GET /api/limits/week': () => jsonResponse(weekHealthAnswer()) });
    const { container } = renderWithProviders(<LimitsProgress weekStart="2026-11-23" heading="Your limits" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
