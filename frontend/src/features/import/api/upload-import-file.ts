// Sending a CSV file to the import calls with XMLHttpRequest, which (unlike fetch) reports how much of
// the body has gone up: the tab's progress bar. Failures become the same "{status}: {text}" ApiError
// as every other call, so the query cache's 401 handling and the error sentences apply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import {
  type ImportLabels,
  type ImportPreview,
  type ImportResult,
  type SlashedDateOrder,
  importQuery,
} from '@/features/import/import-request';

/** The share of the file sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

export function uploadImportFile<T>(path: string, file: Blob, onProgress: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, 'The answer could not be read.'));
        }
      } else {
        reject(new ApiError(request.status, request.responseText || request.statusText));
      }
    };
    request.onerror = () => reject(new TypeError('The file could not be sent. Check your connection.'));
    request.send(file);
  });
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function usePreviewImport(onProgress: UploadProgress) {
  return useMutation({
    // The order is sent when the person chose one for a file whose dates cannot tell, so the counts follow it.
    mutationFn: ({ file, slashedDates }: { file: File; slashedDates?: SlashedDateOrder }) =>
      uploadImportFile<ImportPreview>(
        `/api/import/preview?${importQuery(timeZone(), undefined, slashedDates)}`,
        file,
        onProgress,
      ),
  });
}

export function useImportSessions(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      commute,
      slashedDates,
    }: {
      file: File;
      commute: ImportLabels;
      slashedDates?: SlashedDateOrder;
    }) =>
      uploadImportFile<ImportResult>(`/api/import?${importQuery(timeZone(), commute, slashedDates)}`, file, onProgress),
    // Imported sessions move every figure: sessions, balances, insights, achievements.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
