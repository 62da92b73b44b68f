// GET /api/export/data?format=json|csv: a copy of everything Pause keeps for the
// person, streamed as an attachment (no Content-Length) and saved as a file.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import type { ApiQuery } from '@/lib/api/api-types';
import { saveBlob } from '@/lib/save-blob';
import { exportFileName, type ExportFormat } from '@/features/export/export-file';

type SavedExport = { fileName: string; bytes: number };

const CONTENT_TYPES: Record<ExportFormat, string> = { json: 'application/json', csv: 'text/csv' };

/** Reads the whole body chunk by chunk, telling `onProgress` how many bytes have arrived. */
async function readBody(response: Response, type: string, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    // A failure mid-stream (the server aborts the connection) rejects here.
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads the export and saves it as life-balance-export-{date}.{format}. A
 * non-OK answer becomes the app's ApiError ("{status}: {body}"), so a 401 meets
 * the same sign-in handling as every other call (lib/query-client).
 */
async function downloadExport(
  format: ExportFormat,
  onProgress: (bytes: number) => void = () => {},
): Promise<SavedExport> {
  const fileName = exportFileName(format, new Date());
  const query = new URLSearchParams({ format } satisfies ApiQuery<'get', '/api/export/data'>);
  const response = await fetch(`/api/export/data?${query}`, { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  const type = response.headers.get('Content-Type') ?? CONTENT_TYPES[format];
  const blob = await readBody(response, type, onProgress);
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}

/** One export at a time, with the bytes received so far. */
export function useDownloadExport() {
  const [receivedBytes, setReceivedBytes] = useState(0);
  // The query cache tells the screen about a started download a moment later;
  // this refuses a second press that comes before it does.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (format: ExportFormat) => downloadExport(format, setReceivedBytes),
    onError: (error) => {
      // Spec §8: an export failure is logged. (A 401 also gets the app's sign-in notice.)
      console.error('The export failed', error);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function start(format: ExportFormat) {
    if (inFlight.current) return;
    inFlight.current = true;
    setReceivedBytes(0);
    mutation.mutate(format);
  }

  return {
    start,
    /** The format being downloaded, or null. */
    exporting: mutation.isPending ? mutation.variables : null,
    receivedBytes,
    saved: mutation.isSuccess ? mutation.data : null,
    // After a 401 the person is on their way to sign in; the app's notice says why.
    failed: mutation.isError && !isUnauthorizedError(mutation.error),
  };
}
