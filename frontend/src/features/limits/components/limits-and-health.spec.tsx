import { HEALTH_SOURCES } from '@pause/rules/health-thresholds';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { longWeekAnswer, weekHealthAnswer } from '@/features/limits/testing/week-health-answer';
import { LimitsAndHealth } from './limits-and-health';

describe('Limits and health in the Insights tab', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('says a 56-hour week crosses both the 48- and the 55-hour lines, each with its source a click away', async () => {
    stubFetch({ 'GET /api/limits/week': () => jsonResponse(longWeekAnswer(56)) });
    renderWithProviders(<LimitsAndHealth weekStart="2026-11-23" isCurrentWeek />);

    const list = await screen.findByRole('list', { name: 'Limits and health' });
    const [eu, whoIlo] = within(list).getAllByRole('listitem');
    expect(eu).toHaveTextContent('56.0 hours of work this week: above the 48 hours the EU sets');
    expect(within(eu).getByRole('link', { name: 'EU Working Time Directive' })).toHaveAttribute(
      'href',
      HEALTH_SOURCES.euWorkingTimeDirective,
    );
    expect(whoIlo).toHaveTextContent('weeks of 55 hours or more');
    expect(within(whoIlo).getByRole('link', { name: 'WHO and ILO, 2021' })).toHaveAttribute(
      'href',
      HEALTH_SOURCES.whoIloLongHours,
    );
    expect(screen.getByText(/not medical or legal advice/)).toBeInTheDocument();
  });

  it('says nothing is past a limit or threshold in exactly 48 hours, told as past for an ended week', async () => {
    stubFetch({ 'GET /api/limits/week': () => jsonResponse(longWeekAnswer(48)) });
    renderWithProviders(<LimitsAndHealth weekStart="2026-11-16" isCurrentWeek={false} />);

    expect(await screen.findByText(/Nothing past your limits or the health thresholds that week/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Limits and health' })).not.toBeInTheDocument();
  });

  it('names the night of a short rest', async () => {
    stubFetch({
      'GET /api/limits/week': () =>
        jsonResponse(
          weekHealthAnswer({
            thresholds: {
              shortRests: [
                {
                  windowStart: '2026-11-24T08:00:00.000Z',
                  restFrom: '2026-11-24T22:00:00.000Z',
                  restUntil: '2026-11-25T06:30:00.000Z',
                  restHours: 8.5,
                  night: '2026-11-24',
                },
              ],
            },
          }),
        ),
    });
    renderWithProviders(<LimitsAndHealth weekStart="2026-11-23" isCurrentWeek />);

    expect(await screen.findByText(/The night of Tue, Nov 24: 8 h 30 min free/)).toBeInTheDocument();
    expect(screen.getByText(/Pause’s choice/)).toBeInTheDocument();
  });

  it('offers "Your limits" beside its heading', async () => {
    stubFetch({ 'GET /api/limits/week': () => jsonResponse(weekHealthAnswer()) });
    renderWithProviders(<LimitsAndHealth weekStart="2026-11-23" isCurrentWeek />);
    expect(screen.getByRole('heading', { name: 'Limits and health' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your limits' })).toBeInTheDocument();
  });
});
