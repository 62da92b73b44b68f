// Which time tracker wrote a CSV file, told from its header row, and where each of its detailed
// reports keeps what an import reads: the start and end (date and time in separate columns), the
// description, and the project, client and tags a person may pick as commute. Column names are the
// trackers' public ones (Toggl Track's and Clockify's "detailed report" CSV exports), read without
// regard to case or surrounding spaces.

export const IMPORT_FORMATS = ['toggl', 'clockify'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where, in a row, each field an import reads sits (undefined: the file has no such column). */
export interface ImportColumns {
  readonly format: ImportFormat;
  readonly startDate: number;
  readonly startTime: number;
  readonly endDate: number;
  readonly endTime: number;
  readonly description?: number;
  readonly project?: number;
  readonly client?: number;
  readonly tags?: number;
  /** A column naming the rows' IANA time zone: neither tracker writes one by default, some exports add it. */
  readonly timeZone?: number;
}

const TIME_ZONE_HEADERS = ['time zone', 'timezone'];

/** The format and its columns, or undefined when the header row is neither tracker's detailed report. */
export function recogniseFormat(header: readonly string[]): ImportColumns | undefined {
  const names = header.map(normaliseHeader);
  const at = (name: string): number | undefined => {
    const index = names.indexOf(name);
    return index < 0 ? undefined : index;
  };
  const [startDate, startTime, endDate, endTime] = ['start date', 'start time', 'end date', 'end time'].map(at);
  if (startDate === undefined || startTime === undefined || endDate === undefined || endTime === undefined) {
    return undefined;
  }
  const clockify = at('duration (h)') !== undefined || at('duration (decimal)') !== undefined;
  const toggl = !clockify && at('duration') !== undefined;
  if (!clockify && !toggl) return undefined;
  return {
    format: clockify ? 'clockify' : 'toggl',
    startDate,
    startTime,
    endDate,
    endTime,
    description: at('description'),
    project: at('project'),
    client: at('client'),
    tags: at('tags'),
    timeZone: TIME_ZONE_HEADERS.map(at).find((index) => index !== undefined),
  };
}

/** Header cells as compared: a byte-order mark, case and surrounding spaces do not count. */
function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** A sentence for a file whose header row is neither format's. */
export const UNKNOWN_FORMAT =
  "This file is not a Toggl Track or Clockify detailed report: its first row should name the columns, among them 'Start date', 'Start time', 'End date', 'End time' and 'Duration' (Toggl) or 'Duration (h)' (Clockify). Export the detailed report as CSV and try again.";
