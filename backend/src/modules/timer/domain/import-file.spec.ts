import fc from 'fast-check';
import { Readable } from 'node:stream';
import { CLOCKIFY_HEADER, TOGGL_HEADER, clockifyFile, togglFile } from '#src/modules/timer/testing/import-files';
import { UnreadableImportFile, labelsOf, readImportFile, sessionTypeOf } from './import-file';
import { recogniseFormat } from './import-formats';
import { importKeyOf } from './import-key';
import type { SlashedDateOrder } from './slashed-dates';

const now = new Date('2026-11-25T12:00:00Z');
const read = (text: string, timeZone = 'Europe/Berlin', slashedDates?: SlashedDateOrder) =>
  readImportFile(Readable.from([Buffer.from(text)]), { timeZone, now, slashedDates });
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

  it('refuses an empty file and one that is not CSV', async () => {
    await expect(read('')).rejects.toThrow(/empty/);
    await expect(read(`${TOGGL_HEADER}\n"unclosed,quote\n`)).rejects.toThrow(/could not be read as CSV/);
    await expect(read('{"type":"work"}')).rejects.toThrow(/could not be read as CSV/);
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
