// Clockify's slashed dates over HTTP: the preview tells the order the file's own dates show, the import
// reads them in the order sent back (the person's choice when the file cannot tell), a file with both
// orders or an unknown order is refused with a sentence and nothing saved.
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { type FixtureRow, clockifyFile } from './testing/import-files';

describe('importing a Clockify export whose dates are written day first', () => {
  let pause: TestApp;
  let ana: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set('2026-11-25T12:00:00.000Z');
    ana = await pause.signedIn({ email: 'ana.date-order@example.com', givenName: 'Ana' });
    await ana.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);
  });

  afterAll(() => pause.close());

  const send = (path: string, csv: string) => ana.post(path).set('Content-Type', 'text/csv').send(Buffer.from(csv));
  const eventCount = async () =>
    Number((await pause.sql.query<{ count: string }>('select count(*) from events'))[0].count);
  const importedDates = async () =>
    (
      await pause.sql.query<{ day: string }>(
        "select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day from sessions where source = 'import' order by started_at",
      )
    ).map((row) => row.day);
  const on = (date: string, description = 'Writing'): FixtureRow => ({
    date,
    start: '09:00:00',
    end: '10:00:00',
    description,
  });

  it('previews a day-first file as day first and imports its sessions on their real dates', async () => {
    const file = clockifyFile([on('2026-04-03'), on('2026-04-05'), on('2026-11-16')], 'day-first');
    expect(file).toContain('16/11/2026');
    const preview = await send('/api/import/preview', file).expect(200);
    expect(preview.body).toMatchObject({
      slashedDates: 'day-first',
      sessions: 3,
      firstDate: '2026-04-03',
      lastDate: '2026-11-16',
      refused: [],
    });
    const imported = await send(`/api/import?slashedDates=${preview.body.slashedDates}`, file).expect(200);
    expect(imported.body).toEqual({ format: 'clockify', imported: 3, alreadyImported: 0, labelled: 0, refused: [] });
    expect(await importedDates()).toEqual(['2026-04-03', '2026-04-05', '2026-11-16']);
  });

  it('reads a file none of whose dates tells as the person chose: 03/04/2026 day first is 3 April', async () => {
    const file = clockifyFile([on('2026-06-03', 'Ambiguous')], 'day-first');
    expect(file).toContain('03/06/2026');
    expect((await send('/api/import/preview', file).expect(200)).body).toMatchObject({
      slashedDates: 'ambiguous',
      firstDate: '2026-03-06',
    });
    expect((await send('/api/import/preview?slashedDates=day-first', file).expect(200)).body).toMatchObject({
      slashedDates: 'ambiguous',
      firstDate: '2026-06-03',
    });
    await send('/api/import?slashedDates=day-first', clockifyFile([on('2026-04-03', 'Ambiguous')], 'day-first')).expect(
      200,
    );
    expect(await importedDates()).toContain('2026-04-03');
    expect(await importedDates()).not.toContain('2026-03-04');
  });

  it('refuses a file that writes dates in both orders, saving nothing', async () => {
    const before = await eventCount();
    const dayFirst = clockifyFile([on('2026-11-17', 'Mixed')], 'day-first');
    const monthFirstRow = clockifyFile([on('2026-11-18', 'Mixed')]).split('\r\n')[1];
    const response = await send('/api/import', `${dayFirst}${monthFirstRow}\r\n`).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^This file writes dates in two orders: 17\/11\/2026 .* 11\/18\/2026/),
    });
    expect(await eventCount()).toBe(before);
  });

  it('refuses an order it does not know, and one the file rules out, with a sentence and nothing saved', async () => {
    const before = await eventCount();
    const file = clockifyFile([on('2026-11-19', 'Refused')], 'day-first');
    const unknown = await send('/api/import?slashedDates=year-first', file).expect(400);
    expect(unknown.body.message).toEqual(["slashedDates must be 'month-first' or 'day-first'"]);
    const ruledOut = await send('/api/import?slashedDates=month-first', file).expect(400);
    expect(ruledOut.body.message).toMatch(/^This file writes dates day first .* Preview the file again/);
    expect(await eventCount()).toBe(before);
  });

  it('reads a day-first file right when imported without an order, as a client that never previews does', async () => {
    const file = clockifyFile([on('2026-02-01', 'No preview'), on('2026-02-13', 'No preview')], 'day-first');
    expect((await send('/api/import', file).expect(200)).body).toMatchObject({ imported: 2, refused: [] });
    expect(await importedDates()).toEqual(expect.arrayContaining(['2026-02-01', '2026-02-13']));
    expect(await importedDates()).not.toContain('2026-01-02');
  });

  it('keeps the import keys of month-first files: the same history written day first is already imported', async () => {
    const rows = [on('2026-10-20', 'Both ways'), on('2026-10-21', 'Both ways')];
    expect((await send('/api/import', clockifyFile(rows)).expect(200)).body).toMatchObject({ imported: 2 });
    expect(
      (await send('/api/import?slashedDates=day-first', clockifyFile(rows, 'day-first')).expect(200)).body,
    ).toEqual({ format: 'clockify', imported: 0, alreadyImported: 2, labelled: 0, refused: [] });
  });
});
