import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { LimitsSettings } from './limits-settings';

const noLimits = { weeklyWorkHours: null, dailyCommuteMinutes: null, latestWorkHour: null, daysOff: null };

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Your limits' }));
  const panel = await screen.findByRole('dialog', { name: 'Your limits' });
  await within(panel).findByRole('button', { name: 'Save limits' });
  return panel;
}

describe('Your limits', () => {
  it('offers each limit off, with the suggested value ready, until one is set', async () => {
    stubFetch({ 'GET /api/limits': () => jsonResponse(noLimits) });
    renderWithProviders(<LimitsSettings />);
    const panel = await openPanel();

    const work = within(panel).getByRole('switch', { name: 'Work a week, at most' });
    expect(work).toHaveAttribute('aria-checked', 'false');
    expect(within(panel).getByLabelText('Work a week, at most (hours)')).toHaveValue(40);
    expect(within(panel).getByLabelText('Work a week, at most (hours)')).toBeDisabled();
    expect(within(panel).getByLabelText('Commute a day, at most (minutes)')).toHaveValue(60);
    expect(within(panel).getByLabelText('No weekday work after (hour)')).toHaveDisplayValue('7:00 PM');
    expect(within(panel).getByLabelText('Days off a week (days)')).toHaveDisplayValue('2');
  });

  it('saves the limits switched on, with null for the others, and says so', async () => {
    let saved: unknown = noLimits;
    const fetchMock = stubFetch({
      'GET /api/limits': () => jsonResponse(saved),
      'PUT /api/limits': ({ body }) => ((saved = body), jsonResponse(body)),
    });
    renderWithProviders(<LimitsSettings />);
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole('switch', { name: 'Work a week, at most' }));
    const hours = within(panel).getByLabelText('Work a week, at most (hours)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '37.5');
    await userEvent.click(within(panel).getByRole('switch', { name: 'Days off a week' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));

    expect(await within(panel).findByText('Saved.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/limits')[0][1]?.body))).toEqual({
      weeklyWorkHours: 37.5,
      dailyCommuteMinutes: null,
      latestWorkHour: null,
      daysOff: 2,
    });
  });

  it('says what to change, in the rule’s words, without sending a value out of range', async () => {
    const fetchMock = stubFetch({ 'GET /api/limits': () => jsonResponse(noLimits) });
    renderWithProviders(<LimitsSettings />);
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole('switch', { name: 'Commute a day, at most' }));
    const minutes = within(panel).getByLabelText('Commute a day, at most (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Commute a day must be from 5 to 600 minutes, in whole minutes.',
    );
    expect(callsTo(fetchMock, 'PUT', '/api/limits')).toHaveLength(0);
  });

  it('shows the server’s refusal when it has one', async () => {
    stubFetch({
      'GET /api/limits': () => jsonResponse({ ...noLimits, daysOff: 2 }),
      'PUT /api/limits': () =>
        errorResponse(400, 'Bad Request', 'Days off a week must be from 1 to 6 days, whole days.'),
    });
    renderWithProviders(<LimitsSettings />);
    const panel = await openPanel();

    expect(within(panel).getByRole('switch', { name: 'Days off a week' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save limits' }));

    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Days off a week must be from 1 to 6 days'),
    );
  });
});
