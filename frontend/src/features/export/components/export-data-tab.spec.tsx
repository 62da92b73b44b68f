import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/download-stub';
import { callsTo, errorResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render-with-providers';
import { ExportDataTab } from './export-data-tab';

// Wednesday 18 November 2026: exports are saved as life-balance-export-2026-11-18.{format}.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

/** A streamed answer without Content-Length that the test feeds one chunk at a time. */
function streamedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) });
  const encoder = new TextEncoder();
  return {
    response: (contentType: string) => new Response(stream, { status: 200, headers: { 'Content-Type': contentType } }),
    send: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    end: () => act(async () => controller.close()),
    breakOff: () => act(async () => controller.error(new TypeError('network error'))),
  };
}

const jsonButton = () => screen.getByRole('button', { name: 'Export as JSON' });
const csvButton = () => screen.getByRole('button', { name: 'Export as CSV' });
const status = () => screen.getByTestId('export-status');

describe('ExportDataTab', () => {
  beforeEach(() => vi.useFakeTimers({ now: WEDNESDAY, toFake: ['Date'] }));

  it("offers JSON and CSV, lists what's included and names the file it will save", () => {
    renderWithProviders(<ExportDataTab />);

    expect(jsonButton()).toBeEnabled();
    expect(csvButton()).toBeEnabled();
    const items = within(screen.getByRole('list', { name: "What's included" })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Timer sessions with timestamps and durations',
      'Earned badges',
      'Friend connections and challenges',
      'Weekly reflections',
      'Export date and user identifier',
    ]);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Saved as life-balance-export-2026-11-18.json or life-balance-export-2026-11-18.csv.',
      ),
    ).toBeInTheDocument();
    expect(status()).toHaveAttribute('role', 'status');
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows the bytes received while a large export streams in, then saves it whole', async () => {
    const { saved } = captureDownloads();
    const body = streamedBody();
    const fetchMock = stubFetch({ 'GET /api/export/data': () => body.response('application/json; charset=utf-8') });
    renderWithProviders(<ExportDataTab />);

    await userEvent.click(jsonButton());

    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(csvButton()).toBeDisabled();
    const first = `{"sessions":[${'"a",'.repeat(149_997)}`; // 600,001 bytes
    await body.send(first);
    expect(await screen.findByRole('button', { name: 'Exporting... 585.9 KB' })).toBeDisabled();
    expect(status()).toHaveTextContent('Exporting... 585.9 KB received so far.');
    const second = `${'"b",'.repeat(164_571)}"c"]}`; // 1,258,290 bytes in all
    await body.send(second);
    expect(await screen.findByRole('button', { name: 'Exporting... 1.2 MB' })).toBeDisabled();
    expect(csvButton()).toBeDisabled();
    expect(saved).toEqual([]);

    await body.end();

    await waitFor(() => expect(status()).toHaveTextContent('Saved life-balance-export-2026-11-18.json (1.2 MB).'));
    expect(saved.map((file) => file.fileName)).toEqual(['life-balance-export-2026-11-18.json']);
    expect(await saved[0].blob.text()).toBe(first + second);
    expect(saved[0].blob.type).toBe('application/json; charset=utf-8');
    expect(jsonButton()).toBeEnabled();
    expect(csvButton()).toBeEnabled();
    const [[url, init]] = callsTo(fetchMock, 'GET', '/api/export/data?format=json');
    expect(url).toBe('/api/export/data?format=json');
    expect(init?.credentials).toBe('include');
  });

  it('saves a CSV export as .csv', async () => {
    const { saved } = captureDownloads();
    const body = streamedBody();
    const fetchMock = stubFetch({ 'GET /api/export/data': () => body.response('text/csv') });
    renderWithProviders(<ExportDataTab />);

    await userEvent.click(csvButton());
    await body.send('kind,startTime,endTime\n');
    await body.send('work,2026-11-16T09:00:00Z,2026-11-16T17:00:00Z\n');
    await body.end();

    await waitFor(() => expect(status()).toHaveTextContent('Saved life-balance-export-2026-11-18.csv (70 B).'));
    expect(saved.map((file) => file.fileName)).toEqual(['life-balance-export-2026-11-18.csv']);
    expect(callsTo(fetchMock, 'GET', '/api/export/data?format=csv')).toHaveLength(1);
  });

  it('cannot be pressed twice while an export is under way', async () => {
    const body = streamedBody();
    const fetchMock = stubFetch({ 'GET /api/export/data': () => body.response('application/json') });
    renderWithProviders(<ExportDataTab />);

    // Two presses in the same moment, before the screen has caught up with the first.
    fireEvent.click(jsonButton());
    fireEvent.click(jsonButton());
    fireEvent.click(csvButton());
    await userEvent.click(jsonButton());
    await body.send('{}');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Exporting... 2 B' })).toBeDisabled();
  });

  it('logs an export that breaks off mid-stream, saves nothing and says to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved } = captureDownloads();
    const body = streamedBody();
    stubFetch({ 'GET /api/export/data': () => body.response('text/csv') });
    renderWithProviders(<ExportDataTab />);

    await userEvent.click(csvButton());
    await body.send('kind,startTime\n');
    await body.breakOff();

    await waitFor(() => expect(status()).toHaveTextContent("The export didn't finish. Please try again."));
    expect(logged).toHaveBeenCalledWith('The export failed', expect.any(TypeError));
    expect(saved).toEqual([]);
    expect(csvButton()).toBeEnabled();
    expect(jsonButton()).toBeEnabled();
  });

  it("logs the server's refusal in the app's error shape and says the export failed", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved } = captureDownloads();
    stubFetch({
      'GET /api/export/data': () => errorResponse(400, 'Bad Request', 'format must be json or csv'),
    });
    renderWithProviders(<ExportDataTab />);

    await userEvent.click(jsonButton());

    await waitFor(() => expect(status()).toHaveTextContent("The export didn't finish. Please try again."));
    const [, error] = logged.mock.calls[0];
    expect((error as Error).message).toBe(
      '400: {"statusCode":400,"error":"Bad Request","message":"format must be json or csv"}',
    );
    expect(saved).toEqual([]);
  });

  it('works again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved } = captureDownloads();
    let fail = true;
    stubFetch({
      'GET /api/export/data': () =>
        fail ? errorResponse(500, 'Internal Server Error', 'Something went wrong.') : new Response('{}'),
    });
    renderWithProviders(<ExportDataTab />);
    await userEvent.click(jsonButton());
    await waitFor(() => expect(status()).toHaveTextContent("The export didn't finish."));

    fail = false;
    await userEvent.click(jsonButton());

    await waitFor(() => expect(status()).toHaveTextContent('Saved life-balance-export-2026-11-18.json (2 B).'));
    expect(saved).toHaveLength(1);
  });

  it('sends a signed-out person to sign in again, like every other call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/export/data': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const { redirectToLogin } = renderWithProviders(<ExportDataTab />);
    await userEvent.click(jsonButton());

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
    expect(status()).not.toHaveTextContent("The export didn't finish.");
  });
});
