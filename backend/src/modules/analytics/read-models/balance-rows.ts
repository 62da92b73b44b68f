// Reading the balance tables: milliseconds in, hours out.
import { hoursFromMs } from '#src/shared/time/hours';

export interface BalanceRow {
  readonly work_ms: string | number;
  readonly commute_ms: string | number;
}

export function hoursOf(row: BalanceRow | undefined): { workHours: number; commuteHours: number } {
  return {
    workHours: hoursFromMs(Number(row?.work_ms ?? 0)),
    commuteHours: hoursFromMs(Number(row?.commute_ms ?? 0)),
  };
}
