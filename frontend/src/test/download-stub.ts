// A stand-in for the browser's downloads: jsdom has no object URLs and cannot
// follow a link, so tests see each saved file's name and contents instead.
import { vi } from 'vitest';

type SavedFile = { fileName: string; blob: Blob };

export function captureDownloads() {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let nextUrl = 0;
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    nextUrl += 1;
    const url = `blob:http://localhost/file-${nextUrl}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void blobs.delete(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ fileName: this.download, blob });
  });
  return { saved, createObjectURL, revokeObjectURL };
}
