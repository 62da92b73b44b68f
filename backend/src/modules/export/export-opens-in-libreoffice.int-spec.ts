// The CSV export as a person opens it in a spreadsheet: LibreOffice Calc (Debian's, headless, with its
// import options pinned) must read the session's date, start and end as dates and its hours as numbers,
// and must run nothing, however much a name or a reflection looks like a formula. One conversion for
// the file (about ten seconds). Without LibreOffice the tests fail, locally as in CI (.ci/run installs it).
import type TestAgent from 'supertest/lib/agent';
import { unlockAchievement } from '#src/modules/achievements/testing/unlock-achievement';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  type OpenedSpreadsheet,
  type SpreadsheetTable,
  libreOfficeIsInstalled,
  openInLibreOffice,
  tablesOf,
} from './testing/open-in-libreoffice';

const FORMULA_NAME = '=1+1';
const FORMULA_REFLECTION = '@SUM(A1)';
const PHONE_LIKE_NAME = '+44 20 7946 0000';

describe('the CSV export opened in LibreOffice Calc', () => {
  let pause: TestApp;
  let ada: TestAgent;
  let spreadsheet: OpenedSpreadsheet;
  let tables: Map<string, SpreadsheetTable>;
  const table = (title: string) => tables.get(title)!;

  beforeAll(async () => {
    if (!(await libreOfficeIsInstalled())) {
      throw new Error('LibreOffice is not installed: "apt-get install libreoffice-calc" (.ci/run installs it).');
    }
    pause = await startTestApp();
    ada = await pause.signedIn({ email: 'ada@example.com', givenName: FORMULA_NAME, familyName: PHONE_LIKE_NAME });
    const adaId: string = (await ada.get('/api/auth/user')).body.id;

    // A morning in UTC, then an evening in Kolkata (UTC+5:30) that runs past local midnight.
    await ada.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);
    pause.clock.set('2026-11-16T09:00:00.000Z');
    // Labels that look like formulas, as a hostile import or a careless paste could bring.
    await ada
      .post('/api/timer/start')
      .send({ type: 'work', description: '=1+1', tags: ['@SUM(A1)'] })
      .expect(201);
    pause.clock.set('2026-11-16T10:30:00.000Z');
    await ada.post('/api/timer/stop').expect(200);
    await ada.patch('/api/auth/user').send({ timeZone: 'Asia/Kolkata' }).expect(200);
    pause.clock.set('2026-11-16T17:00:00.000Z');
    await ada.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    pause.clock.set('2026-11-16T20:15:00.000Z');
    await ada.post('/api/timer/stop').expect(200);
    await ada.post('/api/reflections').send({ weekStart: '2026-11-16', content: FORMULA_REFLECTION }).expect(201);
    pause.clock.set('2026-11-18T09:00:00.000Z');
    await unlockAchievement(pause.app, adaId, 'commute_free_day', '2026-11-17');

    const csv = await ada
      .get('/api/export/data?format=csv')
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    spreadsheet = await openInLibreOffice(csv.body as Buffer);
    tables = tablesOf(spreadsheet);
  });

  afterAll(() => pause?.close());

  it('shows each table under its heading, sessions first after the export itself', () => {
    expect([...tables.keys()]).toEqual([
      'Export',
      'Sessions',
      'Achievements',
      'Reflections',
      'Friends',
      'Sent friend requests',
      'Challenges',
      'Limits',
      'Weekly digests',
    ]);
  });

  it("reads each session's date, start and end as dates, in the session's own zone, across midnight too", () => {
    const when = table('Sessions').rows.map(({ date, start, end }) =>
      [date, start, end].map(({ type, value }) => `${type} ${value}`),
    );
    expect(when).toEqual([
      ['date 2026-11-16', 'date 2026-11-16T09:00:00', 'date 2026-11-16T10:30:00'],
      ['date 2026-11-16', 'date 2026-11-16T22:30:00', 'date 2026-11-17T01:45:00'],
    ]);
    expect(table('Sessions').rows.map((row) => row.timeZone.text)).toEqual(['UTC', 'Asia/Kolkata']);
  });

  it("reads each session's hours as a number a sum can add", () => {
    expect(table('Sessions').rows.map(({ hours }) => [hours.type, hours.value])).toEqual([
      ['float', '1.5'],
      ['float', '3.25'],
    ]);
  });

  it('reads the other times as dates too', () => {
    const [exported] = table('Export').rows;
    expect(exported.exportedAt).toMatchObject({ type: 'date', value: '2026-11-18T14:30:00' });
    expect(exported.timeZone.text).toBe('Asia/Kolkata');
    const [achievement] = table('Achievements').rows;
    expect(achievement.earnedFor).toMatchObject({ type: 'date', value: '2026-11-17' });
    expect(achievement.unlockedAt).toMatchObject({ type: 'date', value: '2026-11-18T14:30:00' });
    expect(table('Reflections').rows[0].weekStart).toMatchObject({ type: 'date', value: '2026-11-16' });
  });

  it('runs no formula: a name or a reflection that looks like one stays text', () => {
    expect(spreadsheet.fods).not.toContain('table:formula');
    expect(spreadsheet.rows.flat().filter((cell) => cell.formula !== undefined)).toEqual([]);
    const [person] = table('Export').rows;
    expect(person.firstName).toMatchObject({ type: 'string', text: `'${FORMULA_NAME}` });
    expect(person.lastName).toMatchObject({ type: 'string', text: `'${PHONE_LIKE_NAME}` });
    expect(table('Reflections').rows[0].reflection).toMatchObject({ type: 'string', text: `'${FORMULA_REFLECTION}` });
  });
});
