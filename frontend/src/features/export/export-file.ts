// How an export is named and how its size is written while it downloads.
import type { ApiQuery } from '@/lib/api/api-types';
import { formatIsoDate } from '@/lib/local-date';

export type ExportFormat = ApiQuery<'get', '/api/export/data'>['format'];

/** 'life-balance-export-2026-11-18.json' (spec §7), with the person's own calendar day. */
export function exportFileName(format: ExportFormat, date: Date): string {
  return `life-balance-export-${formatIsoDate(date)}.${format}`;
}

const KIB = 1024;
const UNITS = ['KB', 'MB', 'GB'] as const;

/** '512 B', '1.5 KB', '1.2 MB': binary units with one decimal, as browsers show downloads. */
export function formatBytes(bytes: number): string {
  if (bytes < KIB) return `${bytes} B`;
  let value = bytes / KIB;
  let unit = 0;
  while (value >= KIB && unit < UNITS.length - 1) {
    value /= KIB;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
