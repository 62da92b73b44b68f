// How the CSV export writes times and lengths so spreadsheets take them as dates and numbers rather than
// text: local wall-clock time to the minute (`2026-11-23 08:15`), which LibreOffice, Excel and Google
// Sheets all read as a date and time, and hours as a decimal number (docs/export.md#csv).
import type { CsvColumn, ExportRow } from './personal-data';
import { utcOffsetMs } from '#src/shared/time/local-days';

/** Hours to two decimals: 36 seconds is the smallest step, so a week's rows sum to within a minute per row. */
const HOURS_DECIMALS = 2;

/** `2026-11-23 08:15`: the wall clock in the zone at this instant (ISO 8601 text), seconds left off. */
export function spreadsheetDateTime(timeZone: string, instant: string): string {
  const epochMs = Date.parse(instant);
  return new Date(epochMs + utcOffsetMs(timeZone, epochMs)).toISOString().slice(0, 16).replace('T', ' ');
}

/** 6,300 seconds as `1.75`. */
export function decimalHours(seconds: number): number {
  const scale = 10 ** HOURS_DECIMALS;
  return Math.round((seconds / 3600) * scale) / scale;
}

/** A column holding the instant in `field` as the person's local time, under the field's own name. */
export function inReadersTime<Row extends ExportRow>(field: keyof Row & string): CsvColumn<Row> {
  return { header: field, cell: (row, reader) => spreadsheetDateTime(reader.timeZone, String(row[field])) };
}
