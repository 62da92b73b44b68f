import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { TimerPanel } from './timer-panel';

/** A stand-in for the browser's IntersectionObserver: the test says when the timer's card leaves the screen. */
class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = undefined;
  }
  show(inSight: boolean) {
    act(() => this.report([{ isIntersecting: inSight }]));
  }
}

const running = { type: 'work', startTime: new Date(Date.now() - 65_000).toISOString() };
const bar = () => screen.queryByRole('group', { name: 'Running timer' });

describe('the running-timer bar', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--timer-bar-height');
  });

  it('shows the running timer and a Stop button only while the timer card is out of sight', async () => {
    let active: typeof running | null = running;
    const fetchMock = stubFetch({
      'GET /api/timer/active': () => jsonResponse(active),
      'POST /api/timer/stop': () => {
        active = null;
        return jsonResponse({ id: 's-1', ...running, endTime: new Date().toISOString() });
      },
    });
    renderWithProviders(<TimerPanel />);
    await waitFor(() => expect(FakeObserver.current).toBeDefined());

    FakeObserver.current?.show(true);
    expect(bar()).not.toBeInTheDocument();

    FakeObserver.current?.show(false);
    expect(bar()).toHaveTextContent(/^Work00:01:0\d/);
    expect(document.documentElement.style.getPropertyValue('--timer-bar-height')).toBe('4.5rem');

    FakeObserver.current?.show(true);
    expect(bar()).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--timer-bar-height')).toBe('');

    FakeObserver.current?.show(false);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/timer/stop')).toHaveLength(1));
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('never shows when no timer runs', async () => {
    stubFetch({ 'GET /api/timer/active': () => jsonResponse(null) });
    renderWithProviders(<TimerPanel />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Work' })).toBeEnabled());
    expect(FakeObserver.current).toBeUndefined();
    expect(bar()).not.toBeInTheDocument();
  });
});
