import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { timerKeys } from '@/features/timer/api/timer-keys';
import { TimerPanel } from './timer-panel';

const NOW = new Date('2025-03-03T09:30:00.000Z');
// From the clock the test runs on: the fake one where a test sets it, the real one otherwise.
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const startButtons = () => [
  screen.getByRole('button', { name: 'Start Work' }),
  screen.getByRole('button', { name: 'Start Commute' }),
];

/**
 * A press's body without its own id and moment, once those are checked: a fresh UUID, and the moment
 * it was pressed (within the last few seconds), so a retry is answered as the first send.
 */
function pressOf(body: unknown): Record<string, unknown> {
  const { commandId, pressedAt, ...rest } = JSON.parse(String(body)) as Record<string, unknown>;
  expect(commandId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Date.now() - Date.parse(String(pressedAt))).toBeLessThan(5_000);
  return rest;
}

async function renderIdlePanel() {
  const view = renderWithProviders(<TimerPanel />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Start Work' })).toBeEnabled());
  return view;
}

describe('TimerPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('invites you to start when no session is running', async () => {
    stubFetch({ 'GET /api/timer/active': () => jsonResponse(null) });

    await renderIdlePanel();

    expect(screen.getByRole('heading', { name: 'Track Your Time' })).toBeInTheDocument();
    startButtons().forEach((button) => expect(button).toBeEnabled());
    expect(screen.getByText('Current Session')).toBeInTheDocument();
    expect(screen.getByText('No session running')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(screen.getByRole('button', { name: 'Stop Timer' })).toBeDisabled();
    expect(screen.getByText("You've done enough for today.")).toBeInTheDocument();
    expect(screen.getByText('Let time flow gently...')).toBeInTheDocument();
    expect(screen.getByTestId('hourglass')).toHaveAttribute('data-fill', '10.0');
  });

  it('treats an empty answer from the server as no running session', async () => {
    stubFetch({ 'GET /api/timer/active': () => new Response('', { status: 200 }) });

    await renderIdlePanel();

    expect(screen.getByText('No session running')).toBeInTheDocument();
  });

  it('shows the running session and counts up every second', async () => {
    vi.useFakeTimers({ now: NOW });
    const startTime = secondsAgo(65);
    stubFetch({ 'GET /api/timer/active': () => jsonResponse({ startTime, type: 'work' }) });

    renderWithProviders(<TimerPanel />);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByTestId('session-type')).toHaveTextContent('Work');
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:05');
    expect(screen.getByText('Time is flowing gently...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(screen.getByRole('timer')).toHaveTextContent('00:01:07');
    expect(document.title).toBe('00:01:07 · Work · Pause');
  });

  it('keeps both start buttons disabled while a session runs', async () => {
    stubFetch({ 'GET /api/timer/active': () => jsonResponse({ startTime: secondsAgo(10), type: 'commute' }) });

    renderWithProviders(<TimerPanel />);

    expect(await screen.findByText('Commute')).toBeInTheDocument();
    startButtons().forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Stop Timer' })).toBeEnabled();
  });

  it('starts a work session and says the session has begun', async () => {
    let running: unknown = null;
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/start': ({ body }) => {
        running = { startTime: new Date().toISOString(), ...(body as object) };
        return jsonResponse(running, 201);
      },
    });
    await renderIdlePanel();

    await userEvent.click(screen.getByRole('button', { name: 'Start Work' }));

    expect(await screen.findByText('Timer Started')).toBeInTheDocument();
    expect(screen.getByText('Your session has begun. Time to focus!')).toBeInTheDocument();
    expect(pressOf(callsTo(fetchMock, 'POST', '/api/timer/start')[0][1]?.body)).toEqual({ type: 'work' });
    expect(screen.getByTestId('session-type')).toHaveTextContent('Work');
    startButtons().forEach((button) => expect(button).toBeDisabled());
  });

  it('sends one start for a double click, and shows no error for a second request it never sent', async () => {
    let running: unknown = null;
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/start': async ({ body }) => {
        if (running) return errorResponse(409, 'Conflict', 'a work timer is already running');
        running = { startTime: new Date().toISOString(), ...(body as object) };
        return jsonResponse(running, 201);
      },
    });
    await renderIdlePanel();

    const startWork = screen.getByRole('button', { name: 'Start Work' });
    // Both clicks in one task, as a quick double click reaches the page before React renders again.
    act(() => {
      fireEvent.click(startWork);
      fireEvent.click(startWork);
    });

    expect(await screen.findByText('Timer Started')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/timer/start')).toHaveLength(1);
    expect(screen.queryByText(/already running/)).not.toBeInTheDocument();
  });

  it('sends one stop for a double click', async () => {
    let running: unknown = { startTime: new Date().toISOString(), type: 'work' };
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () => {
        if (!running) return errorResponse(409, 'Conflict', 'no timer is running');
        running = null;
        return jsonResponse({ type: 'work', durationSeconds: 1 }, 200);
      },
    });
    renderWithProviders(<TimerPanel />);
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    act(() => {
      fireEvent.click(stop);
      fireEvent.click(stop);
    });

    await waitFor(() => expect(screen.getByText('No session running')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/timer/stop')).toHaveLength(1);
    expect(screen.queryByText(/no timer is running/)).not.toBeInTheDocument();
  });

  it('starts work on W and a commute on C, as the buttons would', async () => {
    let running: unknown = null;
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/start': ({ body }) => {
        running = { startTime: new Date().toISOString(), ...(body as object) };
        return jsonResponse(running, 201);
      },
    });
    await renderIdlePanel();

    await userEvent.keyboard('w');

    expect(await screen.findByText('Timer Started')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/timer/start').map(([, init]) => pressOf(init?.body))).toEqual([
      { type: 'work' },
    ]);
    await userEvent.keyboard('c');
    expect(callsTo(fetchMock, 'POST', '/api/timer/start')).toHaveLength(1);
  });

  it('stops the running session on S', async () => {
    let running: unknown = { startTime: secondsAgo(30), type: 'commute' };
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () => {
        running = null;
        return jsonResponse({ type: 'commute', durationSeconds: 30 });
      },
    });
    renderWithProviders(<TimerPanel />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop Timer' })).toBeEnabled());

    await userEvent.keyboard('s');

    expect(await screen.findByText('Session Complete')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/timer/stop')).toHaveLength(1);
  });

  it('starts nothing while you type in a field, or when a modifier is held', async () => {
    const fetchMock = stubFetch({ 'GET /api/timer/active': () => jsonResponse(null) });
    renderWithProviders(
      <>
        <label>
          Note
          <input />
        </label>
        <TimerPanel />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Work' })).toBeEnabled());

    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'w c');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Control>}w{/Control}{Alt>}c{/Alt}{Meta>}w{/Meta}{Shift>}W{/Shift}');

    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('w c');
    expect(callsTo(fetchMock, 'POST', '/api/timer/start')).toHaveLength(0);
  });

  it('offers no second start by keyboard while a start is on its way', async () => {
    let finishStart: () => void = () => {};
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(null),
      'POST /api/timer/start': () =>
        new Promise<Response>((resolve) => {
          finishStart = () => resolve(jsonResponse({ startTime: new Date().toISOString(), type: 'work' }, 201));
        }),
    });
    await renderIdlePanel();

    await userEvent.keyboard('wwc');

    expect(callsTo(fetchMock, 'POST', '/api/timer/start')).toHaveLength(1);
    act(() => finishStart());
    expect(await screen.findByText('Timer Started')).toBeInTheDocument();
  });

  it('names the elapsed clock a timer that is never read out by itself', async () => {
    stubFetch({ 'GET /api/timer/active': () => jsonResponse(null) });

    await renderIdlePanel();

    expect(screen.getByRole('timer', { name: 'Elapsed time' })).toHaveAttribute('aria-live', 'off');
  });

  it("shows the server's reason when a session cannot start", async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse(null),
      'POST /api/timer/start': () =>
        errorResponse(409, 'Conflict', 'A work timer is already running. Stop it before starting another.'),
    });
    await renderIdlePanel();

    await userEvent.click(screen.getByRole('button', { name: 'Start Commute' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('A work timer is already running. Stop it before starting another.')).toBeInTheDocument();
  });

  it('says "Failed to start timer" when the server cannot be reached', async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse(null),
      'POST /api/timer/start': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderIdlePanel();

    await userEvent.click(screen.getByRole('button', { name: 'Start Work' }));

    expect(await screen.findByText('Failed to start timer')).toBeInTheDocument();
  });

  it('reads "Stopping..." while the stop is on its way, then celebrates the saved session', async () => {
    let running: unknown = { startTime: secondsAgo(90), type: 'work' };
    let finishStop: () => void = () => {};
    stubFetch({
      'GET /api/timer/active': () => jsonResponse(running),
      'POST /api/timer/stop': () =>
        new Promise<Response>((resolve) => {
          finishStop = () => {
            running = null;
            resolve(jsonResponse({ type: 'work', startTime: secondsAgo(90), endTime: NOW, durationSeconds: 90 }, 201));
          };
        }),
    });
    renderWithProviders(<TimerPanel />);
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    const stopping = await screen.findByRole('button', { name: 'Stopping...' });
    expect(stopping).toBeDisabled();

    act(() => finishStop());

    expect(await screen.findByText('Session Complete')).toBeInTheDocument();
    expect(screen.getByText('Great job! Your session has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(screen.getByText('Let time flow gently...')).toBeInTheDocument();
    expect(document.title).toBe('Pause');
  });

  it("shows the server's reason when a session cannot stop", async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse({ startTime: secondsAgo(5), type: 'work' }),
      'POST /api/timer/stop': () => errorResponse(409, 'Conflict', 'No timer is running.'),
    });
    renderWithProviders(<TimerPanel />);
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('No timer is running.')).toBeInTheDocument();
  });

  it('says "Failed to stop timer" when the server gives no reason', async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse({ startTime: secondsAgo(5), type: 'work' }),
      'POST /api/timer/stop': () => new Response('', { status: 500, statusText: '' }),
    });
    renderWithProviders(<TimerPanel />);
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    expect(await screen.findByText('Failed to stop timer')).toBeInTheDocument();
  });

  it('tells a signed-out person so and sends them to sign in again', async () => {
    stubFetch({ 'GET /api/timer/active': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<TimerPanel />);

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });

  // Which queries are built from sessions (analytics, achievements, the leaderboard) is theirs to
  // say; the dashboard's tests check that each of them is read again after a stop.
  it('refreshes the timer and every query built from sessions once a session is saved', async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse({ startTime: secondsAgo(5), type: 'commute' }),
      'POST /api/timer/stop': () =>
        jsonResponse({ type: 'commute', startTime: secondsAgo(5), endTime: NOW, durationSeconds: 5 }),
    });
    const { queryClient } = renderWithProviders(<TimerPanel />);
    const fromSessions = ['built from sessions'];
    const fromFriendships = ['built from friendships'];
    await queryClient.prefetchQuery({ queryKey: fromSessions, queryFn: () => 1, meta: { dependsOn: ['sessions'] } });
    await queryClient.prefetchQuery({
      queryKey: fromFriendships,
      queryFn: () => 2,
      meta: { dependsOn: ['friendships'] },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = await screen.findByRole('button', { name: 'Stop Timer' });
    await waitFor(() => expect(stop).toBeEnabled());

    await userEvent.click(stop);

    await screen.findByText('Session Complete');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: timerKeys.all });
    expect(queryClient.getQueryState(fromSessions)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(fromFriendships)?.isInvalidated).toBe(false);
  });

  it('answers a start refused for lack of sign-in with the sign-in notice, not a generic error', async () => {
    stubFetch({
      'GET /api/timer/active': () => jsonResponse(null),
      'POST /api/timer/start': () => errorResponse(401, 'Unauthorized', 'Please sign in.'),
    });
    const { redirectToLogin } = await renderIdlePanel();

    await userEvent.click(screen.getByRole('button', { name: 'Start Work' }));

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
