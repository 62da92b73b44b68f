// The offline banner: plain words while Pause cannot reach its server, gone once it can, and the
// dashboard's reads asked afresh then.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_MESSAGES } from '@/lib/offline/offline-routes';
import { renderWithProviders } from '@/test/render-with-providers';
import { OfflineBanner } from './offline-banner';

const OFFLINE_SENTENCE = /You're offline\. Pause is showing what it last knew/;

describe('the offline banner', () => {
  let worker: EventTarget;

  beforeEach(() => {
    worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  });

  afterEach(() => {
    // The connection's state outlives a test: leave it online.
    act(() => worker.dispatchEvent(new MessageEvent('message', { data: { type: WORKER_MESSAGES.serverReached } })));
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const workerSays = (type: string) => act(() => worker.dispatchEvent(new MessageEvent('message', { data: { type } })));

  it('says nothing while Pause reaches its server, in a live region ready to speak', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the browser goes offline, and stops saying it when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_SENTENCE);

    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the service worker could not reach the server, though the browser thinks it is online', () => {
    renderWithProviders(<OfflineBanner />);
    workerSays(WORKER_MESSAGES.serverUnreachable);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_SENTENCE);
  });

  it('catches up once the server answers again: the banner goes and every read is asked afresh', () => {
    const { queryClient } = renderWithProviders(<OfflineBanner />);
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    workerSays(WORKER_MESSAGES.serverUnreachable);
    expect(refetch).not.toHaveBeenCalled();

    workerSays(WORKER_MESSAGES.serverReached);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores messages that are not about the connection', () => {
    renderWithProviders(<OfflineBanner />);
    workerSays('something-else');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
