// What the import calls send and answer, and the sentences the tab shows about them.
import type { ApiAnswer, ApiQuery } from '@/lib/api/api-types';
import { formatDay, formatDayRange } from '@/lib/date-format';
import { parseIsoDate } from '@/lib/dates';

export type ImportPreview = ApiAnswer<'post', '/api/import/preview'>;

export type ImportResult = ApiAnswer<'post', '/api/import'>;

type ImportFormat = ImportPreview['format'];

export type RowRefusal = ImportPreview['refused'][number];

/** The projects, clients and tags of a file: found in it, or picked as commute. */
export type ImportLabels = ImportPreview['found'];

/** How dates written with slashes are read: 11/16/2026 (month first, Clockify's default) or 16/11/2026. */
export type SlashedDateOrder = NonNullable<ApiQuery<'post', '/api/import'>['slashedDates']>;

export const FORMAT_NAMES: Record<ImportFormat, string> = { toggl: 'Toggl Track', clockify: 'Clockify' };

/**
 * The query of an import call: the browser's time zone, the order of slashed dates (when there is one
 * to say), and what the person picked as commute.
 */
export function importQuery(timeZone: string, commute?: ImportLabels, slashedDates?: SlashedDateOrder): string {
  const query = new URLSearchParams({ timeZone });
  if (slashedDates) query.append('slashedDates', slashedDates);
  for (const project of commute?.projects ?? []) query.append('commuteProjects', project);
  for (const client of commute?.clients ?? []) query.append('commuteClients', client);
  for (const tag of commute?.tags ?? []) query.append('commuteTags', tag);
  return query.toString();
}

/** '1 session', '2,500 sessions'. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** What the file is: its tracker, how many sessions it adds and over which dates. */
export function previewSummary(preview: ImportPreview): string {
  const dates =
    preview.firstDate && preview.lastDate
      ? preview.firstDate === preview.lastDate
        ? ` on ${formatDay(parseIsoDate(preview.firstDate))}`
        : `, ${formatDayRange(parseIsoDate(preview.firstDate), parseIsoDate(preview.lastDate))}`
      : '';
  const dayFirst = preview.slashedDates === 'day-first' ? ' Dates read day first, e.g. 16/11/2026 = 16 November.' : '';
  return `${FORMAT_NAMES[preview.format]} export: ${count(preview.sessions, 'session')} to import${dates}.${dayFirst}`;
}

/** Whether importing the file would change anything: sessions to add, or labels to fill. */
export function hasWorkToDo(preview: ImportPreview): boolean {
  return preview.sessions > 0 || preview.labelsToFill > 0;
}

/** The import button's words: the sessions it adds, or, when it adds none, the labels it fills. */
export function importButtonLabel(preview: ImportPreview): string {
  if (preview.sessions === 0 && preview.labelsToFill > 0)
    return `Add labels to ${count(preview.labelsToFill, 'session')}`;
  return `Import ${count(preview.sessions, 'session')}`;
}

/** The lines beside the import button: what it skips and what it fills besides the sessions it adds. */
export function importCounts(preview: ImportPreview): string[] {
  const lines: string[] = [];
  if (preview.alreadyImported > 0) {
    lines.push(`${count(preview.alreadyImported, 'row')} imported before will be skipped.`);
  }
  if (preview.labelsToFill > 0) {
    lines.push(
      `${count(preview.labelsToFill, 'session')} imported before will get ${preview.labelsToFill === 1 ? 'its' : 'their'} description, project and tags.`,
    );
  }
  return lines;
}

/**
 * The order the import reads slashed dates in: the one the preview found, or the person's choice when
 * the file cannot tell; none to send for a file without slashed dates.
 */
export function slashedDatesToSend(
  found: ImportPreview['slashedDates'],
  chosen: SlashedDateOrder,
): SlashedDateOrder | undefined {
  if (found === 'ambiguous') return chosen;
  return found ?? undefined;
}

/** What an import did: the sessions added, the rows skipped as imported before, labelled or refused. */
export function resultSummary(result: ImportResult): string {
  const skipped =
    result.alreadyImported > 0 ? `, ${count(result.alreadyImported, 'row')} skipped as imported before` : '';
  const refused = result.refused.length > 0 ? `, ${count(result.refused.length, 'row')} refused` : '';
  const labelled =
    result.labelled > 0
      ? ` ${count(result.labelled, 'session')} imported before got ${result.labelled === 1 ? 'its' : 'their'} description, project and tags.`
      : '';
  return `Imported ${count(result.imported, 'session')}${skipped}${refused}.${labelled}`;
}

/** A label picked or unpicked as commute. */
export function togglePick(picks: ImportLabels, kind: keyof ImportLabels, label: string): ImportLabels {
  const current = picks[kind];
  const next = current.includes(label) ? current.filter((picked) => picked !== label) : [...current, label];
  return { ...picks, [kind]: next };
}

export const NO_PICKS: ImportLabels = { projects: [], clients: [], tags: [] };

/** Whether the file names any project, client or tag to pick commute from. */
export function namesAny(found: ImportLabels): boolean {
  return found.projects.length + found.clients.length + found.tags.length > 0;
}
