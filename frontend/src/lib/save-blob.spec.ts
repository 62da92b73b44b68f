import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/download-stub';
import { saveBlob } from './save-blob';

describe('saving a file made in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it('saves the blob under the given name and leaves no link behind', async () => {
    const { saved } = captureDownloads();

    saveBlob(new Blob(['hello'], { type: 'text/plain' }), 'life-balance-export-2026-11-18.json');

    expect(saved.map((file) => file.fileName)).toEqual(['life-balance-export-2026-11-18.json']);
    expect(await saved[0].blob.text()).toBe('hello');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('frees the temporary address once the download has had time to start', () => {
    vi.useFakeTimers();
    const { createObjectURL, revokeObjectURL } = captureDownloads();

    saveBlob(new Blob(['hello']), 'card.png');

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith(createObjectURL.mock.results[0].value);
  });
});
