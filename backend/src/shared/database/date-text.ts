// pg returns `date` columns as Dates at local midnight; read them back as the calendar date they are.
import { formatIsoDate } from '#src/shared/time/calendar';

export function dateText(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return formatIsoDate(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
}
