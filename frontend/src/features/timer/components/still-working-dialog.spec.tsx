import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { writeLastUse } from '@/features/timer/last-use';
import { TimerPanel } from './timer-panel';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const person = (forgottenTimerLimitHours: number) => ({
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  timeZone: 'Europe/Paris',
  forgottenTimerLimitHours,
});

type Answers = Record<string, (request: StubRequest) => Response | Promise<Response>>;

/** A running work timer, the person's limit, and whatever else a test answers. */
function backend(
  timer: { startTime: string; confirmedAt?: string | null } | null,
  limitHours: number,
  more: Answers = {},
) {
  let running = timer && { type: 'work', confirmedAt: null, ...timer };
  const fetchMock = stubFetch({
    'GET /api/timer/active': () => jsonResponse(running),
    'GET /api/auth/user': () => jsonResponse(person(limitHours)),
    'POST /api/timer/confirm': () => {
      running = running && { ...running, confirmedAt: new Date().toISOString() };
      return new Response(null, { status: 204 });
    },
    'POST /api/timer/discard': () => {
      running = null;
      return new Response(null, { status: 204 });
    },
    'POST /api/timer/stop': ({ body }) => {
      const endTime = (body as { endTime?: string } | undefined)?.endTime;
      if (!endTime) return errorResponse(409, 'Conflict', 'This timer has been running for more than 24 hours.');
      running = null;
      return jsonResponse({ id: 's-1', type: 'work', startTime: timer!.startTime, endTime, durationSeconds: 1 });
    },
    ...more,
  });
  return fetchMock;
}

const question = () => screen.findByRole('alertdialog', { name: 'Still working?' });

describe('"Still working?"', () => {
  beforeEach(() => localStorage.clear());

  it('asks once a running timer has run past the limit', async () => {
    backend({ startTime: hoursAgo(3) }, 2);
    renderWithProviders(<TimerPanel />);

    const dialog = await question();
    expect(within(dialog).getByText(/Your work timer has been running since/)).toBeInTheDocument();
    for (const name of ['Keep it running', /^Stop it at/, 'Discard it', 'Ask me later']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
  });

  it('does not ask before the limit, nor within a limit of the person keeping it', async () => {
    backend({ startTime: hoursAgo(5), confirmedAt: hoursAgo(1) }, 2);
    renderWithProviders(<TimerPanel />);

    await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(screen.getByTestId('session-type')).toHaveTextContent('Work'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the timer running when told so, and stops asking', async () => {
    const fetchMock = backend({ startTime: hoursAgo(3) }, 2);
    renderWithProviders(<TimerPanel />);

    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep it running' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/timer/confirm')).toHaveLength(1);
    expect(await screen.findByText('Still running', { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('session-type')).toHaveTextContent('Work');
  });

  it('stops it when the person last used Pause on this device, unless they pick another time', async () => {
    const lastUse = Date.now() - 2.5 * HOUR;
    writeLastUse(lastUse);
    const fetchMock = backend({ startTime: hoursAgo(3) }, 2);
    renderWithProviders(<TimerPanel />);

    const dialog = await question();
    const lastUseDate = new Date(lastUse);
    const clock = `${String(lastUseDate.getHours()).padStart(2, '0')}:${String(lastUseDate.getMinutes()).padStart(2, '0')}`;
    await userEvent.click(within(dialog).getByRole('button', { name: `Stop it at ${clock}` }));

    expect(await screen.findByText('Session Complete')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/timer/stop')[0][1]?.body).toBe(
      JSON.stringify({ endTime: new Date(lastUse).toISOString() }),
    );
    await waitFor(() => expect(screen.getByText('No session running')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal inside the question", async () => {
    backend({ startTime: hoursAgo(3) }, 2, {
      'POST /api/timer/stop': () =>
        errorResponse(400, 'Bad Request', 'A session cannot end in the future. Choose an earlier end.'),
    });
    renderWithProviders(<TimerPanel />);

    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Stop it at/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A session cannot end in the future.');
    expect(screen.getByRole('alertdialog', { name: 'Still working?' })).toBeInTheDocument();
  });

  it('discards the timer, saving nothing', async () => {
    const fetchMock = backend({ startTime: hoursAgo(3) }, 2);
    renderWithProviders(<TimerPanel />);

    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard it' }));

    expect(await screen.findByText('Timer discarded')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/timer/discard')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/timer/stop')).toHaveLength(0);
    expect(screen.getByText('No session running')).toBeInTheDocument();
  });

  it('waits for the next visit after "Ask me later"', async () => {
    backend({ startTime: hoursAgo(3) }, 2);
    renderWithProviders(<TimerPanel />);

    await userEvent.click(within(await question()).getByRole('button', { name: 'Ask me later' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks instead of showing an error when a plain stop is refused after 24 hours', async () => {
    // Kept an hour ago, so the limit has not come round again: only the refused stop asks.
    backend({ startTime: hoursAgo(25), confirmedAt: hoursAgo(1) }, 10);
    renderWithProviders(<TimerPanel />);
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    expect(await question()).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('lets the person change after how many hours it asks', async () => {
    const fetchMock = backend({ startTime: hoursAgo(3) }, 2, {
      'PATCH /api/auth/user': ({ body }) => jsonResponse({ ...person(2), ...(body as object) }),
    });
    renderWithProviders(<TimerPanel />);
    const dialog = await question();
    await userEvent.click(within(dialog).getByText(/When does Pause ask\?/));

    await userEvent.selectOptions(within(dialog).getByLabelText('Ask “Still working?” after'), '12 hours');

    expect(callsTo(fetchMock, 'PATCH', '/api/auth/user')[0][1]?.body).toBe('{"forgottenTimerLimitHours":12}');
    // Three hours in, a 12-hour limit has not been reached: the question goes.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
