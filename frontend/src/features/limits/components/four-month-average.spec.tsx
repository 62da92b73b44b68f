import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { jsonResponse, queriesTo, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { FourMonthAverage } from './four-month-average';
import { FourMonthAverageChart } from './four-month-average-chart';

const month = (name: string, averageWeeklyWorkHours: number) => ({
  month: name,
  periodFrom: '2026-01-01',
  periodTo: '2026-04-30',
  averageWeeklyWorkHours,
});

describe('the four-month average against 48 hours', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('says the month’s average and where it stands, with the directive as source', async () => {
    const fetchMock = stubFetch({
      'GET /api/limits/average-week': () => jsonResponse({ limitHours: 48, months: [month('2026-04', 49.5)] }),
    });
    renderWithProviders(<FourMonthAverage month={{ year: 2026, month: 4 }} />);

    const card = screen.getByRole('region', { name: 'Four-month average' });
    expect(await within(card).findByText(/49.5 hours of work a week on average/)).toHaveTextContent(
      'above the 48 hours the EU sets for an average week',
    );
    expect(within(card).getByRole('link', { name: 'EU Working Time Directive' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/limits/average-week')).toEqual([{ from: '2026-04', to: '2026-04' }]);
  });

  it('draws each month of the year against a line at 48, leaving out the months ahead', async () => {
    const fetchMock = stubFetch({
      'GET /api/limits/average-week': () =>
        jsonResponse({ limitHours: 48, months: [month('2026-01', 40), month('2026-02', 50)] }),
    });
    renderWithProviders(<FourMonthAverageChart year={2026} />);

    const chart = await screen.findByTestId('four-month-average-chart');
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('data-above'))).toEqual(['false', 'true']);
    expect(screen.getAllByTestId('average-value').map((value) => value.textContent)).toEqual(['40', '50']);
    expect(screen.getByTestId('average-limit-line')).toBeInTheDocument();
    expect(screen.getByText('February 2026: 50.0 hours a week on average, above 48')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'GET', '/api/limits/average-week')).toEqual([{ from: '2026-01', to: '2026-12' }]);
  });
});
