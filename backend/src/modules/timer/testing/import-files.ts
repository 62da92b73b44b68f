// Small files in the shapes of Toggl Track's and Clockify's detailed-report CSV exports (their public
// column names; rows made up), and a builder for longer ones.

export const TOGGL_HEADER =
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount ()';

export const CLOCKIFY_HEADER =
  'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)';

export interface FixtureRow {
  readonly project?: string;
  readonly client?: string;
  readonly description?: string;
  readonly tags?: string;
  /** 2026-11-16 */
  readonly date: string;
  readonly start: string;
  readonly end: string;
  /** Defaults to the start's date. */
  readonly endDate?: string;
}

export function togglFile(rows: readonly FixtureRow[]): string {
  const lines = rows.map((row) =>
    [
      'Sam',
      'sam@example.com',
      row.client ?? '',
      row.project ?? '',
      '',
      row.description ?? '',
      'No',
      row.date,
      row.start,
      row.endDate ?? row.date,
      row.end,
      '01:00:00',
      row.tags ?? '',
      '',
    ]
      .map(quoted)
      .join(','),
  );
  return [TOGGL_HEADER, ...lines].join('\n') + '\n';
}

/**
 * Clockify writes dates with slashes, month first (11/16/2026) by default or day first (16/11/2026)
 * when the account is set to, and times with AM/PM.
 */
export function clockifyFile(rows: readonly FixtureRow[], dates: 'month-first' | 'day-first' = 'month-first'): string {
  const slashed = dates === 'month-first' ? monthFirst : dayFirst;
  const lines = rows.map((row) =>
    [
      row.project ?? '',
      row.client ?? '',
      row.description ?? '',
      '',
      'Sam',
      '',
      'sam@example.com',
      row.tags ?? '',
      'No',
      slashed(row.date),
      twelveHour(row.start),
      slashed(row.endDate ?? row.date),
      twelveHour(row.end),
      '01:00:00',
      '1.00',
      '0.00',
      '0.00',
    ]
      .map(quoted)
      .join(','),
  );
  return [CLOCKIFY_HEADER, ...lines].join('\r\n') + '\r\n';
}

function quoted(cell: string): string {
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function monthFirst(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

function dayFirst(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

function twelveHour(time: string): string {
  const [hours, minutes, seconds = '00'] = time.split(':');
  const hour = Number(hours);
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:${minutes}:${seconds} ${meridiem}`;
}

/** A Toggl export of about `bytes`: one 50-minute session an hour, going back from `until`. */
export function largeTogglFile(bytes: number, until = Date.UTC(2026, 10, 24)): Buffer {
  const lines = [TOGGL_HEADER];
  let size = TOGGL_HEADER.length + 1;
  for (let index = 0; ; index++) {
    const line = hourlyTogglLine(index, until);
    if (size + line.length + 1 > bytes) break;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** A Toggl export of exactly `rows` rows, in the shape of largeTogglFile's. */
export function togglHistory(rows: number, until = Date.UTC(2026, 10, 24)): Buffer {
  const lines = [TOGGL_HEADER];
  for (let index = 0; index < rows; index++) lines.push(hourlyTogglLine(index, until));
  return Buffer.from(lines.join('\n') + '\n');
}

/** Row `index` of a long history: the 50 minutes from `index + 1` hours before `until`. */
function hourlyTogglLine(index: number, until: number): string {
  const start = new Date(until - (index + 1) * 3600_000);
  const stop = new Date(start.getTime() + 50 * 60_000);
  const [date, time] = start.toISOString().slice(0, 19).split('T');
  const [endDate, endTime] = stop.toISOString().slice(0, 19).split('T');
  return `Sam,sam@example.com,Us,Pause,,Row ${index} of a long history,No,${date},${time},${endDate},${endTime},00:50:00,desk,`;
}
