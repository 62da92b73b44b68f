// GET /api/export/data: a person's own data, every section, parsed back from both formats (the CSV
// with a real CSV parser, table by table) and compared with what they did, with names and words chosen
// to break naive writers; another person's data never appears.
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { befriend } from '#src/modules/friends/testing/befriend';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { unlockAchievement } from '#src/modules/achievements/testing/unlock-achievement';
import { type CsvTable, csvRecords, csvTables } from './testing/csv-tables';

const HOSTILE_FIRST_NAME = '=HYPERLINK("http://x")';
const HOSTILE_LAST_NAME = 'O\'Brien, "Ro"\nSecond line 🌸';
const REFLECTION = '+1 for the "long" walk, the sea, and\r\nmy sister 🌊 — 10/10';
const FRIEND_REFLECTION = 'Mallory was here';

/** The body as bytes, whatever the content type (supertest parses JSON and text on its own). */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** Zoë's limits: her night session runs past the latest hour. */
const ZOE_LIMITS = { weeklyWorkHours: 37.5, dailyCommuteMinutes: 60, latestWorkHour: 19, daysOff: null };

/** What Zoë's night session was about: a comma and quotes, so the CSV must quote them. */
const NIGHT_LABELS = { description: 'Deploy "v2", at last', project: 'Acme / Website', tags: ['ops', 'night'] };

describe('exporting my data', () => {
  let pause: TestApp;
  let zoe: TestAgent;
  let mallory: TestAgent;
  const ids: Record<'zoe' | 'mallory', string> = { zoe: '', mallory: '' };

  const download = async (agent: TestAgent, format: string) => {
    const response = await agent.get(`/api/export/data?format=${format}`).buffer(true).parse(binary).expect(200);
    return { response, text: (response.body as Buffer).toString('utf8'), bytes: response.body as Buffer };
  };

  beforeAll(async () => {
    pause = await startTestApp();
    zoe = await pause.signedIn({
      email: 'zoe@example.com',
      givenName: HOSTILE_FIRST_NAME,
      familyName: HOSTILE_LAST_NAME,
    });
    mallory = await pause.signedIn({ email: 'mallory@example.com', givenName: 'Mallory', familyName: 'Stone, Jr.' });
    ids.zoe = (await zoe.get('/api/auth/user')).body.id;
    ids.mallory = (await mallory.get('/api/auth/user')).body.id;
    await zoe.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);

    // Zoë: a commute, and a work session over midnight in Paris.
    pause.clock.set('2026-11-16T07:00:00.000Z');
    await zoe.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    pause.clock.set('2026-11-16T07:45:30.000Z');
    await zoe.post('/api/timer/stop').expect(200);
    pause.clock.set('2026-11-16T21:00:00.000Z');
    await zoe
      .post('/api/timer/start')
      .send({ type: 'work', ...NIGHT_LABELS })
      .expect(201);
    pause.clock.set('2026-11-17T01:00:00.000Z');
    await zoe.post('/api/timer/stop').expect(200);
    await zoe.post('/api/reflections').send({ weekStart: '2026-11-16', content: REFLECTION }).expect(201);
    pause.clock.set('2026-11-18T09:00:00.000Z');
    await unlockAchievement(pause.app, ids.zoe, 'commute_free_day', '2026-11-17');
    await befriend(zoe, mallory, 'mallory@example.com');
    await zoe.post('/api/challenges').send({ challengedId: ids.mallory, weekStart: '2026-11-16' }).expect(201);

    // Mallory's own data, which Zoë's export must never hold.
    await mallory.post('/api/timer/start').send({ type: 'work' }).expect(201);
    pause.clock.set('2026-11-18T10:00:00.000Z');
    await mallory.post('/api/timer/stop').expect(200);
    await mallory.post('/api/reflections').send({ weekStart: '2026-11-16', content: FRIEND_REFLECTION }).expect(201);
    // A request still waiting, to an address nobody uses Pause with: Zoë typed it, so it is hers.
    pause.clock.set('2026-11-20T12:00:00.000Z');
    await zoe.post('/api/friends/request').send({ friendEmail: 'Noor.Waiting@example.com' }).expect(201);
    pause.clock.set('2026-11-23T08:30:00.000Z');
    // Her limits, and last week's digest, announced this morning.
    await zoe.put('/api/limits').send(ZOE_LIMITS).expect(200);
    await zoe.post('/api/limits/digests/2026-11-16/announced').expect(204);
  });

  afterAll(() => pause.close());

  const expectedSessions = [
    {
      type: 'commute',
      start: '2026-11-16T08:00:00.000+01:00',
      end: '2026-11-16T08:45:30.000+01:00',
      durationSeconds: 2730,
      hours: 0.76,
      localDate: '2026-11-16',
      timeZone: 'Europe/Paris',
      description: null,
      project: null,
      tags: [],
    },
    {
      type: 'work',
      start: '2026-11-16T22:00:00.000+01:00',
      end: '2026-11-17T02:00:00.000+01:00',
      durationSeconds: 14400,
      hours: 4,
      localDate: '2026-11-16',
      timeZone: 'Europe/Paris',
      ...NIGHT_LABELS,
    },
  ];

  describe('as JSON', () => {
    let exported: Record<string, unknown> & { sessions: Record<string, unknown>[] };
    let response: Response;
    let text: string;

    beforeAll(async () => {
      ({ response, text } = await download(zoe, 'json'));
      exported = JSON.parse(text);
    });

    it('is indented by two spaces, fields in their documented order', () => {
      expect(text).toBe(`${JSON.stringify(exported, null, 2)}\n`);
      expect(Object.keys(exported)).toEqual([
        'exportedAt',
        'person',
        'sessions',
        'achievements',
        'reflections',
        'friends',
        'sentFriendRequests',
        'challenges',
        'limits',
        'weeklyDigests',
      ]);
    });

    it('comes as an attachment named after my local date', () => {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="life-balance-export-2026-11-23.json"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('says when it was made and whose data it is', () => {
      expect(exported.exportedAt).toBe('2026-11-23T08:30:00.000Z');
      expect(exported.person).toEqual({
        personId: ids.zoe,
        email: 'zoe@example.com',
        firstName: HOSTILE_FIRST_NAME,
        lastName: HOSTILE_LAST_NAME,
        timeZone: 'Europe/Paris',
      });
    });

    it('holds every session I saved, with its start and end in its own time zone', () => {
      expect(exported.sessions).toEqual(
        expectedSessions.map((session) => ({ sessionId: expect.any(String), ...session })),
      );
    });

    it('holds my achievements, my reflection in my own words, my friend, the request I sent and our challenge', () => {
      expect(exported.achievements).toEqual([
        { achievement: 'commute_free_day', earnedFor: '2026-11-17', unlockedAt: '2026-11-18T09:00:00.000Z' },
      ]);
      expect(exported.reflections).toEqual([
        { weekStart: '2026-11-16', reflection: REFLECTION, recordedAt: '2026-11-17T01:00:00.000Z' },
      ]);
      expect(exported.friends).toEqual([
        { friendId: ids.mallory, friendName: 'Mallory Stone, Jr.', since: '2026-11-18T09:00:00.000Z' },
      ]);
      expect(exported.sentFriendRequests).toEqual([
        { requestId: expect.any(String), sentTo: 'noor.waiting@example.com', sentAt: '2026-11-20T12:00:00.000Z' },
      ]);
      expect(exported.challenges).toEqual([
        {
          challengeId: expect.any(String),
          weekStart: '2026-11-16',
          creatorName: `${HOSTILE_FIRST_NAME} ${HOSTILE_LAST_NAME}`,
          challengedName: 'Mallory Stone, Jr.',
          status: 'active',
          outcome: 'in progress',
          winnerName: null,
          creatorLifePercentage: null,
          challengedLifePercentage: null,
        },
      ]);
    });

    it('holds my limits, and the digest I was given with its week as it is now', () => {
      expect(exported.limits).toEqual([ZOE_LIMITS]);
      expect(exported.weeklyDigests).toEqual([
        {
          weekStart: '2026-11-16',
          announcedAt: '2026-11-23T08:30:00.000Z',
          dismissedAt: null,
          workHours: 4,
          limitsCrossed: ['latestWorkHour'],
          thresholdsCrossed: [],
          shortRestNights: [],
          workWithoutBreakDays: [],
          longestWeeklyRestHours: 142,
        },
      ]);
    });

    it("never holds another person's sessions or words", async () => {
      const text = JSON.stringify(exported);
      expect(text).not.toContain(FRIEND_REFLECTION);
      expect(text).not.toContain('mallory@example.com');
      const malloryExport = JSON.parse((await download(mallory, 'json')).text);
      const malloryIds = new Set(malloryExport.sessions.map((session: { sessionId: string }) => session.sessionId));
      expect(exported.sessions.some((session) => malloryIds.has(session.sessionId))).toBe(false);
      expect(malloryExport.reflections).toEqual([expect.objectContaining({ reflection: FRIEND_REFLECTION })]);
      expect({ limits: malloryExport.limits, weeklyDigests: malloryExport.weeklyDigests }).toEqual({
        limits: [],
        weeklyDigests: [],
      });
    });
  });

  describe('as CSV', () => {
    let bytes: Buffer;
    let text: string;
    let tables: Map<string, CsvTable>;
    const table = (title: string) => tables.get(title)!;

    beforeAll(async () => {
      const downloaded = await download(zoe, 'csv');
      expect(downloaded.response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(downloaded.response.headers['content-disposition']).toBe(
        'attachment; filename="life-balance-export-2026-11-23.csv"',
      );
      ({ bytes, text } = downloaded);
      tables = csvTables(bytes);
    });

    it('starts with a byte-order mark and ends every line with CRLF', () => {
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const withoutQuotedFields = text.replace(/"(?:[^"]|"")*"/g, '');
      expect(withoutQuotedFields.match(/\r\n/g)).toHaveLength(csvRecords(bytes).length);
      expect(withoutQuotedFields).not.toMatch(/[^\r]\n|\r[^\n]/);
    });

    it('holds one table per kind of record, each under its heading with its own header row, a blank line between', () => {
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
      expect(Object.fromEntries([...tables].map(([title, { headers }]) => [title, headers]))).toEqual({
        Export: ['exportedAt', 'personId', 'email', 'firstName', 'lastName', 'timeZone'],
        Sessions: ['date', 'start', 'end', 'timeZone', 'type', 'hours', 'description', 'project', 'tags', 'sessionId'],
        Achievements: ['achievement', 'earnedFor', 'unlockedAt'],
        Reflections: ['weekStart', 'reflection', 'recordedAt'],
        Friends: ['friendId', 'friendName', 'since'],
        'Sent friend requests': ['requestId', 'sentTo', 'sentAt'],
        Challenges: [
          'challengeId',
          'weekStart',
          'creatorName',
          'challengedName',
          'status',
          'outcome',
          'winnerName',
          'creatorLifePercentage',
          'challengedLifePercentage',
        ],
        Limits: ['weeklyWorkHours', 'dailyCommuteMinutes', 'latestWorkHour', 'daysOff'],
        'Weekly digests': [
          'weekStart',
          'announcedAt',
          'dismissedAt',
          'workHours',
          'limitsCrossed',
          'thresholdsCrossed',
          'shortRestNights',
          'workWithoutBreakDays',
          'longestWeeklyRestHours',
        ],
      });
      const blankLines = csvRecords(bytes).filter((record) => record.every((field) => field === ''));
      expect(blankLines).toHaveLength(tables.size - 1);
    });

    it('has a row per session a spreadsheet can sum: local date, start and end in its own zone, hours as a number', async () => {
      const json = JSON.parse((await download(zoe, 'json')).text);
      expect(table('Sessions').rows).toEqual([
        {
          date: '2026-11-16',
          start: '2026-11-16 08:00',
          end: '2026-11-16 08:45',
          timeZone: 'Europe/Paris',
          type: 'commute',
          hours: '0.76',
          description: '',
          project: '',
          tags: '',
          sessionId: json.sessions[0].sessionId,
        },
        {
          date: '2026-11-16',
          start: '2026-11-16 22:00',
          end: '2026-11-17 02:00',
          timeZone: 'Europe/Paris',
          type: 'work',
          hours: '4',
          description: NIGHT_LABELS.description,
          project: NIGHT_LABELS.project,
          tags: 'ops, night',
          sessionId: json.sessions[1].sessionId,
        },
      ]);
    });

    it('writes every other time in my own zone, named in the Export table', () => {
      expect(table('Export').rows).toEqual([
        {
          exportedAt: '2026-11-23 09:30',
          personId: ids.zoe,
          email: 'zoe@example.com',
          firstName: `'${HOSTILE_FIRST_NAME}`,
          lastName: HOSTILE_LAST_NAME,
          timeZone: 'Europe/Paris',
        },
      ]);
      expect(table('Achievements').rows).toEqual([
        { achievement: 'commute_free_day', earnedFor: '2026-11-17', unlockedAt: '2026-11-18 10:00' },
      ]);
      expect(table('Reflections').rows).toEqual([
        { weekStart: '2026-11-16', reflection: `'${REFLECTION}`, recordedAt: '2026-11-17 02:00' },
      ]);
      expect(table('Friends').rows).toEqual([
        { friendId: ids.mallory, friendName: 'Mallory Stone, Jr.', since: '2026-11-18 10:00' },
      ]);
      expect(table('Sent friend requests').rows).toEqual([
        { requestId: expect.any(String), sentTo: 'noor.waiting@example.com', sentAt: '2026-11-20 13:00' },
      ]);
      expect(table('Limits').rows).toEqual([
        { weeklyWorkHours: '37.5', dailyCommuteMinutes: '60', latestWorkHour: '19', daysOff: '' },
      ]);
      expect(table('Weekly digests').rows).toEqual([
        {
          weekStart: '2026-11-16',
          announcedAt: '2026-11-23 09:30',
          dismissedAt: '',
          workHours: '4',
          limitsCrossed: 'latestWorkHour',
          thresholdsCrossed: '',
          shortRestNights: '',
          workWithoutBreakDays: '',
          longestWeeklyRestHours: '142',
        },
      ]);
    });

    it("keeps people's own text whole (commas, quotes, line breaks, emoji) and never lets it run as a formula", () => {
      expect(table('Challenges').rows).toEqual([
        {
          challengeId: expect.any(String),
          weekStart: '2026-11-16',
          creatorName: `'${HOSTILE_FIRST_NAME} ${HOSTILE_LAST_NAME}`,
          challengedName: 'Mallory Stone, Jr.',
          status: 'active',
          outcome: 'in progress',
          winnerName: '',
          creatorLifePercentage: '',
          challengedLifePercentage: '',
        },
      ]);
      for (const record of csvRecords(bytes)) {
        for (const value of record) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }
    });

    it("never holds another person's sessions or words", () => {
      expect(text).not.toContain(FRIEND_REFLECTION);
      expect(text).not.toContain('mallory@example.com');
    });
  });

  describe('refusals', () => {
    it.each([
      ['no format', ''],
      ['a format it does not write', '?format=xml'],
      ['the format twice', '?format=json&format=csv'],
      ['an empty format', '?format='],
    ])('answers %s with 400 and the single error shape', async (_case, query) => {
      const refused = await zoe.get(`/api/export/data${query}`).expect(400);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ['format must be json or csv, given once (for example ?format=csv)'],
      });
    });

    it('refuses a parameter it does not take', async () => {
      const refused = await zoe.get('/api/export/data?format=json&person=someone-else').expect(400);
      expect(refused.body.message).toEqual(['person is not a field this request accepts']);
    });

    it('answers 401 to someone signed out', async () => {
      const refused = await pause.anonymous().get('/api/export/data?format=json').expect(401);
      expect(refused.body).toMatchObject({ statusCode: 401 });
    });
  });
});
