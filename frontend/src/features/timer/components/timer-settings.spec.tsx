import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { TimerSettings } from './timer-settings';

const ada = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  timeZone: 'UTC',
};

describe('Timer settings', () => {
  it('shows the forgotten-timer limit (10 hours until chosen) and saves a new one', async () => {
    let limit = 10;
    const fetchMock = stubFetch({
      'GET /api/auth/user': () => jsonResponse({ ...ada, forgottenTimerLimitHours: limit }),
      'PATCH /api/auth/user': ({ body }) => {
        limit = (body as { forgottenTimerLimitHours: number }).forgottenTimerLimitHours;
        return jsonResponse({ ...ada, forgottenTimerLimitHours: limit });
      },
    });
    renderWithProviders(<TimerSettings />);

    await userEvent.click(screen.getByRole('button', { name: 'Timer settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Timer settings' });
    const field = within(panel).getByLabelText('Ask “Still working?” after');
    await waitFor(() => expect(field).toHaveDisplayValue('10 hours'));

    await userEvent.selectOptions(field, '1 hour');

    expect(await within(panel).findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/auth/user')[0][1]?.body).toBe('{"forgottenTimerLimitHours":1}');
    expect(field).toHaveDisplayValue('1 hour');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse({ ...ada, forgottenTimerLimitHours: 10 }) });
    renderWithProviders(<TimerSettings />);
    const button = screen.getByRole('button', { name: 'Timer settings' });

    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Timer settings' });
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Timer settings' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
