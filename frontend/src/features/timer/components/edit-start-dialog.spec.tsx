import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { localInputValue } from '@/features/timer/local-moment-input';
import { TimerPanel } from './timer-panel';

const MINUTE = 60_000;
const person = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  timeZone: 'Europe/Paris',
  forgottenTimerLimitHours: 2,
};

/** A work timer started five minutes ago (on a whole minute), and the server's answer to a moved start. */
function backend(answerMove?: (request: StubRequest) => Response) {
  let running = {
    type: 'work',
    startTime: new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 5 * MINUTE).toISOString(),
    confirmedAt: null,
  };
  const startMs = Date.parse(running.startTime);
  const fetchMock = stubFetch({
    'GET /api/timer/active': () => jsonResponse(running),
    'GET /api/auth/user': () => jsonResponse(person),
    'PATCH /api/timer': (request) => {
      if (answerMove) return answerMove(request);
      const { startTime } = request.body as { startTime: string };
      running = { ...running, startTime };
      return jsonResponse({ type: 'work', startTime });
    },
  });
  return { fetchMock, startMs };
}

/** What the elapsed clock shows, in seconds. */
function elapsedSeconds(): number {
  const [hours, minutes, seconds] = (screen.getByTestId('elapsed-time').textContent ?? '').split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

async function openEditStart() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit start' }));
  return screen.findByRole('dialog', { name: 'Edit start' });
}

function pickStart(dialog: HTMLElement, startMs: number) {
  fireEvent.change(within(dialog).getByLabelText('It started at'), { target: { value: localInputValue(startMs) } });
}

describe('Edit start', () => {
  it('moves the running timer 20 minutes back, and the elapsed clock follows at once', async () => {
    const { fetchMock, startMs } = backend();
    renderWithProviders(<TimerPanel />);
    // The timer shown (five minutes in); the clock runs on real time, so a busy machine may add some.
    await waitFor(() => expect(elapsedSeconds()).toBeGreaterThanOrEqual(5 * 60 - 60));
    const before = elapsedSeconds();

    const dialog = await openEditStart();
    pickStart(dialog, startMs - 20 * MINUTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start' }));

    expect(await screen.findByText('Start updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/timer')[0][1]?.body).toBe(
      JSON.stringify({ startTime: new Date(startMs - 20 * MINUTE).toISOString() }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Twenty minutes more than before, give or take the time the save took.
    const jump = elapsedSeconds() - before;
    expect(jump).toBeGreaterThanOrEqual(20 * 60 - 60);
    expect(jump).toBeLessThanOrEqual(20 * 60 + 60);
  });

  it("shows the server's refusal inside the dialog, which stays open", async () => {
    const { startMs } = backend(() =>
      errorResponse(
        409,
        'Conflict',
        'Your commute session before this one ended at Mon 30 Nov 2026, 08:45. Choose that moment or later.',
      ),
    );
    renderWithProviders(<TimerPanel />);

    const dialog = await openEditStart();
    pickStart(dialog, startMs - 30 * MINUTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose that moment or later.');
    expect(screen.getByRole('dialog', { name: 'Edit start' })).toBeInTheDocument();
  });

  it("keeps to the person's forgotten-timer limit without asking the server", async () => {
    const { fetchMock, startMs } = backend();
    renderWithProviders(<TimerPanel />);

    const dialog = await openEditStart();
    pickStart(dialog, startMs - 3 * 60 * MINUTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at most 2 hours ago');
    expect(callsTo(fetchMock, 'PATCH', '/api/timer')).toHaveLength(0);
  });
});
