import fc from 'fast-check';
import {
  CLOCKIFY_HEADER,
  type FixtureRow,
  TOGGL_HEADER,
  clockifyFile,
  togglFile,
} from '#src/modules/timer/testing/import-files';
import { parse as parseCsv } from 'csv-parse/sync';
import { READ_CHUNK_CHARACTERS, UnreadableImportFile, labelsOf, readImportFile, sessionTypeOf } from './import-file';
import { recogniseFormat } from './import-formats';
import { importKeyOf } from './import-key';
import type { SlashedDateOrder } from './slashed-dates';

const now = new Date('2026-11-25T12:00:00Z');
const read = (text: string, timeZone = 'Europe/Berlin', slashedDates?: SlashedDateOrder) =>
  readImportFile(Buffer.from(text), { timeZone, now, slashedDates });
/** `count` half-hour rows, one an hour from 1 October 2026: a file of several chunks. */
const hourlyRows = (count: number, description = (_index: number) => ''): FixtureRow[] =>
  Array.from({ length: count }, (_, index) => {
    const hour = String(index % 24).padStart(2, '0');
    const date = `2026-10-${String(1 + Math.floor(index / 24)).padStart(2, '0')}`;
    return { description: description(index), date, start: `${hour}:00:00`, end: `${hour}:30:00` };
  });
const startDates = (file: { rows: readonly { start: Date }[] }) =>
  file.rows.map((row) => row.start.toISOString().slice(0, 10));

describe('recognising the file', () => {
  it("knows Toggl Track's and Clockify's detailed reports by their header row", () => {
    expect(recogniseFormat(TOGGL_HEADER.split(','))?.format).toBe('toggl');
    expect(recogniseFormat(CLOCKIFY_HEADER.split(','))?.format).toBe('clockify');
  });

  it('refuses a file whose header is neither, saying which columns it looks for', async () => {
    await expect(read('Date,Hours\n2026-11-16,8\n')).rejects.toThrow(UnreadableImportFile);
    await expect(read('Date,Hours\n')).rejects.toThrow(/'Start date', 'Start time'/);
  });

  it('refuses an empty file, one that is not CSV, and one that is no detailed report', async () => {
    await expect(read('')).rejects.toThrow(/empty/);
    await expect(read(`${TOGGL_HEADER}\n"unclosed,quote\n`)).rejects.toThrow(
      /could not be read as CSV \(quoted field unterminated in row 2\)/,
    );
    await expect(read('{"type":"work"}')).rejects.toThrow(/is not a Toggl Track or Clockify detailed report/);
  });

  it('names the row where a quote is left open, however far into the file', async () => {
    const rows = hourlyRows(600, (index) => (index === 399 ? 'OPENS-A-QUOTE' : 'closed'));
    const text = togglFile(rows).replace('OPENS-A-QUOTE', '"opens');
    await expect(read(text, 'UTC')).rejects.toThrow(
      /could not be read as CSV \(quoted field unterminated in row 401\)/,
    );
  });

  it('refuses a file with a row longer than any detailed report writes', async () => {
    const row = { description: 'x'.repeat(70 * 1024), date: '2026-11-16', start: '09:00:00', end: '10:00:00' };
    await expect(read(togglFile([row]))).rejects.toThrow(/could not be read as CSV \(row 2 is longer than 64 kB\)/);
  });

  it('reads a file with a byte-order mark and a file without alike', async () => {
    const text = togglFile([{ date: '2026-11-16', start: '09:00:00', end: '10:00:00' }]);
    expect((await read(`\uFEFF${text}`)).rows).toEqual((await read(text)).rows);
  });
});

interface NumberedByCsvParse {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

describe('reading the CSV itself', () => {
  // Descriptions with what CSV must quote (commas, quotes, line breaks), files long enough to be
  // parsed in several chunks, split anywhere in a row, with blank lines and either line break.
  const description = fc.stringMatching(/^[a-z ,"\n]{0,600}$/);
  const csvFile = fc.record({
    descriptions: fc.array(description, { minLength: 1, maxLength: 120 }),
    blankAfter: fc.array(fc.nat(150), { maxLength: 5 }),
    linebreak: fc.constantFrom('\n', '\r\n'),
  });

  it('reads every row of a file as a standard CSV parser does, with the line it ends on as its number', async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, async ({ descriptions, blankAfter, linebreak }) => {
        const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
        const lines = [TOGGL_HEADER];
        descriptions.forEach((words, index) => {
          const start = `${String(index % 24).padStart(2, '0')}:00:00`;
          const day = `2026-11-${String(1 + Math.floor(index / 24)).padStart(2, '0')}`;
          lines.push(
            `Sam,,Us,Pause,,${quoted(words)},No,${day},${start},${day},${start.replace(':00:00', ':30:00')},,,`,
          );
          if (blankAfter.includes(index)) lines.push('');
        });
        const text = lines.join(linebreak) + linebreak;
        // With `info`, csv-parse gives each record with the line it ends on, which its types do not say.
        const parsed = parseCsv(text, { info: true, skip_empty_lines: true }) as unknown as NumberedByCsvParse[];
        const expected = parsed.slice(1).map(({ record, info }) => ({
          rowNumber: info.lines,
          description: record[5].trim(),
        }));
        const file = await read(text, 'UTC');
        expect(file.refused).toEqual([]);
        expect(file.rows.map(({ rowNumber, description }) => ({ rowNumber, description }))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('gives other work a turn between two chunks of the file', async () => {
    const rows = hourlyRows(600);
    const text = togglFile(rows);
    let turns = 0;
    const file = await readImportFile(Buffer.from(text), { timeZone: 'UTC', now, passTurn: async () => void turns++ });
    expect(file.rows).toHaveLength(600);
    expect(turns).toBe(Math.ceil(text.length / READ_CHUNK_CHARACTERS));
  });

  it('lets the event loop run between chunks when no turn is asked for (the preview)', async () => {
    const rows = hourlyRows(600);
    let ranMeanwhile = false;
    setImmediate(() => (ranMeanwhile = true));
    const reading = read(togglFile(rows), 'UTC');
    let ranBeforeTheEnd = false;
    await Promise.race([reading.then(() => (ranBeforeTheEnd = ranMeanwhile)), reading]);
    expect(ranBeforeTheEnd).toBe(true);
  });
});

describe('reading rows as sessions', () => {
  it("reads a Toggl row's start and end in the person's time zone", async () => {
    const file = await read(togglFile([{ project: 'Pause', date: '2026-11-16', start: '09:00:00', end: '12:30:00' }]));
    expect(file.format).toBe('toggl');
    expect(file.rows).toMatchObject([
      {
        rowNumber: 2,
        start: new Date('2026-11-16T08:00:00Z'),
        end: new Date('2026-11-16T11:30:00Z'),
        timeZone: 'Europe/Berlin',
        project: 'Pause',
      },
    ]);
  });

  it("reads Clockify's month-first dates and AM/PM times, and a session over midnight", async () => {
    const file = await read(
      clockifyFile([
        { date: '2026-11-16', start: '22:00:00', end: '01:15:00', endDate: '2026-11-17', tags: 'train, late' },
      ]),
      'UTC',
    );
    expect(file.format).toBe('clockify');
    expect(file.rows).toMatchObject([
      { start: new Date('2026-11-16T22:00:00Z'), end: new Date('2026-11-17T01:15:00Z'), tags: ['train', 'late'] },
    ]);
  });

  it('takes the time zone from the file when a column names it', async () => {
    const text = `${TOGGL_HEADER},Time zone\nSam,,,,,,No,2026-11-16,09:00:00,2026-11-16,10:00:00,01:00:00,,,America/New_York\n`;
    const file = await read(text);
    expect(file.rows[0]).toMatchObject({ start: new Date('2026-11-16T14:00:00Z'), timeZone: 'America/New_York' });
  });

  it('refuses rows it cannot take, each with its row number and why, and keeps reading', async () => {
    const file = await read(
      togglFile([
        { date: '2026-11-16', start: '09:00:00', end: '10:00:00' },
        { date: '16th November', start: '09:00:00', end: '10:00:00' },
        { date: '2026-11-16', start: '25:00', end: '10:00:00' },
        { date: '2026-11-17', start: '10:00:00', end: '09:00:00' },
        { date: '2026-11-17', start: '10:00:00', end: '11:00:00', endDate: '2026-11-18' },
        { date: '2026-11-30', start: '10:00:00', end: '11:00:00' },
        { date: '2026-11-18', start: '', end: '11:00:00' },
      ]),
    );
    expect(file.rows.map((row) => row.rowNumber)).toEqual([2]);
    expect(file.refused).toEqual([
      { rowNumber: 3, reason: expect.stringMatching(/^Its start date '16th November' is not a date we can read/) },
      { rowNumber: 4, reason: expect.stringMatching(/^Its start time '25:00' is not a time we can read/) },
      { rowNumber: 5, reason: 'It ends before it starts.' },
      { rowNumber: 6, reason: expect.stringMatching(/more than 24 hours/) },
      { rowNumber: 7, reason: 'It ends in the future.' },
      { rowNumber: 8, reason: 'Its start date or time is missing.' },
    ]);
  });
});

describe('reading slashed dates in the order the file shows', () => {
  const sessionOn = (date: string) => ({ date, start: '09:00:00', end: '10:00:00' });

  it('reads every slashed date day first when one of them can only be day first, however early', async () => {
    const file = await read(
      clockifyFile(['2026-04-03', '2026-04-05', '2026-11-16'].map(sessionOn), 'day-first'),
      'UTC',
    );
    expect(file.slashedDates).toBe('day-first');
    expect(file.refused).toEqual([]);
    expect(startDates(file)).toEqual(['2026-04-03', '2026-04-05', '2026-11-16']);
  });

  it('reads every slashed date month first when one of them can only be month first', async () => {
    const file = await read(clockifyFile(['2026-11-16', '2026-04-03'].map(sessionOn)), 'UTC');
    expect(file.slashedDates).toBe('month-first');
    expect(startDates(file)).toEqual(['2026-11-16', '2026-04-03']);
  });

  it('reads a file none of whose dates tells month first, unless the person chose day first', async () => {
    const ambiguous = clockifyFile([sessionOn('2026-03-04')]);
    const file = await read(ambiguous, 'UTC');
    expect(file.slashedDates).toBe('ambiguous');
    expect(startDates(file)).toEqual(['2026-03-04']);
    expect(startDates(await read(ambiguous, 'UTC', 'day-first'))).toEqual(['2026-04-03']);
  });

  it('says a file without slashed dates has none', async () => {
    expect((await read(togglFile([sessionOn('2026-11-16')]))).slashedDates).toBeNull();
  });

  it('refuses a file whose slashed dates show both orders', async () => {
    const text = `${clockifyFile([sessionOn('2026-11-16')], 'day-first')}${clockifyFile([sessionOn('2026-11-17')]).split('\r\n')[1]}\r\n`;
    await expect(read(text)).rejects.toThrow(/writes dates in two orders: 16\/11\/2026 .* 11\/17\/2026/);
  });

  it('refuses a file read in the order its own dates rule out, rather than misreading its other dates', async () => {
    const dayFirst = clockifyFile(['2026-04-03', '2026-11-16'].map(sessionOn), 'day-first');
    await expect(read(dayFirst, 'UTC', 'month-first')).rejects.toThrow(/Preview the file again/);
  });

  it('gives a day-first file the import keys of the same sessions written month first', async () => {
    const rows = ['2026-04-03', '2026-11-16'].map(sessionOn);
    const keys = async (text: string) => (await read(text)).rows.map((row) => row.importKey);
    expect(await keys(clockifyFile(rows, 'day-first'))).toEqual(await keys(clockifyFile(rows)));
  });
});

describe('commute and labels', () => {
  it('counts a row as commute when its project, client or one of its tags was picked, and work otherwise', async () => {
    const file = await read(
      togglFile([
        { project: 'Travel', date: '2026-11-16', start: '08:00', end: '08:30' },
        { client: 'Railways', date: '2026-11-16', start: '09:00', end: '09:30' },
        { tags: 'desk, bike', date: '2026-11-16', start: '10:00', end: '10:30' },
        { project: 'Pause', client: 'Us', tags: 'desk', date: '2026-11-16', start: '11:00', end: '11:30' },
      ]),
    );
    const picks = { projects: ['Travel'], clients: ['Railways'], tags: ['bike'] };
    expect(file.rows.map((row) => sessionTypeOf(row, picks))).toEqual(['commute', 'commute', 'commute', 'work']);
    expect(labelsOf(file.rows)).toEqual({
      projects: ['Pause', 'Travel'],
      clients: ['Railways', 'Us'],
      tags: ['bike', 'desk'],
    });
  });
});

describe('the import key', () => {
  it('is the same for the same start, end and description, however the description is spaced or cased', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '  ', '\t'), (description, gap) => {
        const key = (text: string) =>
          importKeyOf({ startText: '2026-11-16T09:00:00', endText: '2026-11-16T10:00:00', description: text });
        expect(key(`${gap}${description.toUpperCase()}${gap}`)).toBe(key(description.toLowerCase()));
      }),
    );
  });

  it('differs when the start, the end or the words differ', () => {
    const base = { startText: '2026-11-16T09:00:00', endText: '2026-11-16T10:00:00', description: 'Writing' };
    const keys = new Set([
      importKeyOf(base),
      importKeyOf({ ...base, startText: '2026-11-16T09:00:01' }),
      importKeyOf({ ...base, endText: '2026-11-16T10:00:01' }),
      importKeyOf({ ...base, description: 'Reading' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('is the same whether the file came from Toggl or Clockify, and whichever time zone the person gives', async () => {
    const row = { description: 'Writing', date: '2026-11-16', start: '09:00:00', end: '10:00:00' };
    const keys = [
      (await read(togglFile([row]))).rows[0].importKey,
      (await read(clockifyFile([row]))).rows[0].importKey,
      (await read(togglFile([row]), 'Asia/Tokyo')).rows[0].importKey,
    ];
    expect(new Set(keys).size).toBe(1);
  });
});
