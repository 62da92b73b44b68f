import { describe, expect, it } from 'vitest';
import {
  type ImportPreview,
  NO_PICKS,
  hasWorkToDo,
  importButtonLabel,
  importCounts,
  importQuery,
  previewSummary,
  resultSummary,
  slashedDatesToSend,
  togglePick,
} from './import-request';

const preview: ImportPreview = {
  format: 'toggl',
  sessions: 1204,
  firstDate: '2025-01-06',
  lastDate: '2026-11-20',
  found: { projects: [], clients: [], tags: [] },
  refused: [],
  alreadyImported: 0,
  labelsToFill: 0,
  slashedDates: null,
};

describe('the import request and its sentences', () => {
  it('sends the time zone and each picked project, client and tag', () => {
    expect(importQuery('Europe/Berlin', { projects: ['Travel', 'A&B'], clients: [], tags: ['train'] })).toBe(
      'timeZone=Europe%2FBerlin&commuteProjects=Travel&commuteProjects=A%26B&commuteTags=train',
    );
    expect(importQuery('UTC')).toBe('timeZone=UTC');
  });

  it('sends the order of slashed dates when there is one to say', () => {
    expect(importQuery('UTC', { projects: [], clients: [], tags: ['train'] }, 'day-first')).toBe(
      'timeZone=UTC&slashedDates=day-first&commuteTags=train',
    );
  });

  it("reads slashed dates in the order the preview found, or the person's choice when the file cannot tell", () => {
    expect(slashedDatesToSend('day-first', 'month-first')).toBe('day-first');
    expect(slashedDatesToSend('month-first', 'day-first')).toBe('month-first');
    expect(slashedDatesToSend('ambiguous', 'day-first')).toBe('day-first');
    expect(slashedDatesToSend(null, 'day-first')).toBeUndefined();
  });

  it('says how many sessions, from which tracker and over which dates', () => {
    expect(previewSummary(preview).replace(/\s+/g, ' ')).toBe(
      'Toggl Track export: 1,204 sessions to import, Jan 6, 2025 – Nov 20, 2026.',
    );
    expect(previewSummary({ ...preview, format: 'clockify', sessions: 1, lastDate: '2025-01-06' })).toBe(
      'Clockify export: 1 session to import on Jan 6, 2025.',
    );
  });

  it.each<[string, Partial<ImportPreview>, string, string[]]>([
    ['sessions to add', { sessions: 17 }, 'Import 17 sessions', []],
    [
      'rows imported before, skipped',
      { sessions: 1, alreadyImported: 3 },
      'Import 1 session',
      ['3 rows imported before will be skipped.'],
    ],
    [
      'sessions imported before that get their labels',
      { sessions: 17, labelsToFill: 3 },
      'Import 17 sessions',
      ['3 sessions imported before will get their description, project and tags.'],
    ],
    [
      'only labels to fill',
      { sessions: 0, alreadyImported: 1, labelsToFill: 1 },
      'Add labels to 1 session',
      [
        '1 row imported before will be skipped.',
        '1 session imported before will get its description, project and tags.',
      ],
    ],
  ])('beside the import button: %s', (_, counts, button, lines) => {
    expect(importButtonLabel({ ...preview, ...counts })).toBe(button);
    expect(importCounts({ ...preview, ...counts })).toEqual(lines);
  });

  it('has nothing to import when every row was imported before with its labels', () => {
    expect(hasWorkToDo({ ...preview, sessions: 0, alreadyImported: 5 })).toBe(false);
    expect(hasWorkToDo({ ...preview, sessions: 0, alreadyImported: 5, labelsToFill: 2 })).toBe(true);
    expect(hasWorkToDo({ ...preview, sessions: 1 })).toBe(true);
  });

  it('says when dates are read day first, with an example', () => {
    expect(previewSummary({ ...preview, format: 'clockify', slashedDates: 'day-first' }).replace(/\s+/g, ' ')).toBe(
      'Clockify export: 1,204 sessions to import, Jan 6, 2025 – Nov 20, 2026. Dates read day first, e.g. 16/11/2026 = 16 November.',
    );
    expect(previewSummary({ ...preview, slashedDates: 'month-first' })).not.toMatch(/day first/);
  });

  it('counts what an import added, skipped as imported before, refused and labelled', () => {
    expect(resultSummary({ format: 'toggl', imported: 5, alreadyImported: 0, labelled: 0, refused: [] })).toBe(
      'Imported 5 sessions.',
    );
    expect(
      resultSummary({
        format: 'toggl',
        imported: 0,
        alreadyImported: 5,
        labelled: 0,
        refused: [{ rowNumber: 2, reason: 'x' }],
      }),
    ).toBe('Imported 0 sessions, 5 rows skipped as imported before, 1 row refused.');
    expect(resultSummary({ format: 'toggl', imported: 2, alreadyImported: 3, labelled: 3, refused: [] })).toBe(
      'Imported 2 sessions, 3 rows skipped as imported before. 3 sessions imported before got their description, project and tags.',
    );
  });

  it('picks and unpicks a label', () => {
    const picked = togglePick(NO_PICKS, 'tags', 'train');
    expect(picked).toEqual({ projects: [], clients: [], tags: ['train'] });
    expect(togglePick(picked, 'tags', 'train')).toEqual(NO_PICKS);
  });
});
