// What a session is about, over HTTP (issue 27): a description, a project and tags on a running timer,
// on a session added or corrected, kept when the timer stops, offered back as the person's own list,
// sealed in the log, never changing the balance; "Continue" starts a timer with a saved session's type
// and labels. Every bad label is a 400 in the single shape with a sentence, and changes nothing.
import type TestAgent from 'supertest/lib/agent';
import { DESCRIPTION_MOST_CHARACTERS, MOST_TAGS } from '@pause/rules/session-labels';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('session labels over HTTP', () => {
  let pause: TestApp;
  let sam: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set('2026-11-20T12:00:00.000Z');
    sam = await pause.signedIn({ email: 'sam.labels@example.com', givenName: 'Sam' });
    await sam.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
  });

  afterAll(() => pause.close());

  const eventCount = async () =>
    Number((await pause.sql.query<{ count: string }>('select count(*) from events'))[0].count);
  const week = async () => (await sam.get('/api/sessions?weekStart=2026-11-16').expect(200)).body as SessionAnswer[];
  const weekly = async () => {
    const { workHours, commuteHours, lifeHours } = (
      await sam.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200)
    ).body as Record<string, number>;
    return { workHours, commuteHours, lifeHours };
  };

  interface SessionAnswer {
    id: string;
    type: string;
    startTime: string;
    description: string | null;
    project: string | null;
    tags: string[];
  }

  describe('on a running timer', () => {
    afterAll(() => pause.clock.set('2026-11-20T12:00:00.000Z'));

    it('is said as it starts, changed while it runs, shown by the poll, and kept when it stops', async () => {
      pause.clock.set('2026-11-18T09:00:00.000Z');
      const started = await sam
        .post('/api/timer/start')
        .send({ type: 'work', description: 'Sprint planning', project: 'Acme / Website' })
        .expect(201);
      expect(started.body).toMatchObject({ description: 'Sprint planning', project: 'Acme / Website', tags: [] });

      const labelled = await sam
        .put('/api/timer/labels')
        .send({ tags: ['meetings', ' Meetings ', 'planning'] })
        .expect(200);
      expect(labelled.body).toEqual({
        description: 'Sprint planning',
        project: 'Acme / Website',
        tags: ['meetings', 'planning'],
      });
      expect((await sam.get('/api/timer/active').expect(200)).body).toMatchObject(labelled.body);

      pause.clock.set('2026-11-18T10:30:00.000Z');
      const stopped = await sam.post('/api/timer/stop').expect(200);
      expect(stopped.body).toMatchObject(labelled.body);
      expect((await week()).find((session) => session.startTime === '2026-11-18T09:00:00.000Z')).toMatchObject({
        description: 'Sprint planning',
        project: 'Acme / Website',
        tags: ['meetings', 'planning'],
      });
    });

    it('writes nothing when the same labels are said again', async () => {
      pause.clock.set('2026-11-18T11:00:00.000Z');
      await sam.post('/api/timer/start').send({ type: 'work', description: 'Review' }).expect(201);
      const before = await eventCount();
      await sam.put('/api/timer/labels').send({ description: 'Review' }).expect(200);
      expect(await eventCount()).toBe(before);
      await sam.post('/api/timer/discard').expect(204);
    });

    it('cannot be said when no timer runs', async () => {
      const refused = await sam.put('/api/timer/labels').send({ description: 'Nothing runs' }).expect(409);
      expect(refused.body.message).toMatch(/No timer is running/);
    });
  });

  describe('on saved sessions', () => {
    let commuteId: string;

    it('is said as a session is added, and changed alone without touching its times', async () => {
      const added = await sam
        .post('/api/sessions')
        .send({
          type: 'commute',
          startTime: '2026-11-17T08:15:00+01:00',
          endTime: '2026-11-17T09:00:00+01:00',
          tags: ['train'],
        })
        .expect(201);
      commuteId = added.body.id;
      expect(added.body).toMatchObject({ description: null, project: null, tags: ['train'] });

      const balance = await weekly();
      const changed = await sam
        .patch(`/api/sessions/${commuteId}`)
        .send({ description: 'Late train', project: 'Travel' })
        .expect(200);
      expect(changed.body).toMatchObject({
        startTime: '2026-11-17T07:15:00.000Z',
        endTime: '2026-11-17T08:00:00.000Z',
        description: 'Late train',
        project: 'Travel',
        tags: ['train'],
      });
      expect(await weekly()).toEqual(balance);
      const [last] = await pause.sql.query<{ type: string }>('select type from events order by position desc limit 1');
      expect(last.type).toBe('SessionLabelled');
    });

    it('is cleared by null and by no tags', async () => {
      const cleared = await sam.patch(`/api/sessions/${commuteId}`).send({ description: null, tags: [] }).expect(200);
      expect(cleared.body).toMatchObject({ description: null, project: 'Travel', tags: [] });
      expect((await week()).find((session) => session.id === commuteId)).toMatchObject({ description: null, tags: [] });
    });

    it("offers the person's own projects and tags back, most used first", async () => {
      await sam
        .post('/api/sessions')
        .send({
          type: 'work',
          startTime: '2026-11-16T09:00:00+01:00',
          endTime: '2026-11-16T12:00:00+01:00',
          project: 'Acme / Website',
          tags: ['deep work'],
        })
        .expect(201);
      expect((await sam.get('/api/sessions/labels').expect(200)).body).toEqual({
        projects: ['Acme / Website', 'Travel'],
        tags: ['deep work', 'meetings', 'planning'],
      });
      const other = await pause.signedIn({ email: 'kim.labels@example.com', givenName: 'Kim' });
      expect((await other.get('/api/sessions/labels').expect(200)).body).toEqual({ projects: [], tags: [] });
    });

    it('comes back with a deleted session, so adding it back (undo) keeps it', async () => {
      const deleted = await sam.delete(`/api/sessions/${commuteId}`).expect(200);
      expect(deleted.body).toMatchObject({ project: 'Travel' });
      const { id, durationSeconds, timeZone, ...again } = deleted.body;
      const restored = await sam.post('/api/sessions').send(again).expect(201);
      expect(restored.body).toMatchObject({ project: 'Travel', description: null, tags: [] });
      void [id, durationSeconds, timeZone];
    });

    it('"Continue" starts a timer with the type and labels of a saved session', async () => {
      const planning = (await week()).find((session) => session.description === 'Sprint planning')!;
      const { type, description, project, tags } = planning;
      const started = await sam.post('/api/timer/start').send({ type, description, project, tags }).expect(201);
      expect(started.body).toMatchObject({ type: 'work', description: 'Sprint planning', project: 'Acme / Website' });
      await sam.post('/api/timer/discard').expect(204);
    });
  });

  it('is sealed in the log: no label is written in clear', async () => {
    const rows = await pause.sql.query<{ data: string }>(
      "select data::text as data from events where type in ('TimerStarted', 'SessionAdded', 'SessionLabelled')",
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const { data } of rows) expect(data).not.toMatch(/Sprint planning|Acme|meetings|Late train/);
  });

  describe('refuses bad labels with a sentence, changing nothing', () => {
    let sessionId: string;
    beforeAll(async () => {
      sessionId = (await week())[0].id;
    });

    it.each([
      [
        'an overlong description',
        { description: 'x'.repeat(DESCRIPTION_MOST_CHARACTERS + 1) },
        /description can be at most 200 characters long/,
      ],
      [
        'too many tags',
        { tags: Array.from({ length: MOST_TAGS + 1 }, (_, n) => `tag ${n}`) },
        /tags can hold at most 10 tags/,
      ],
      [
        'a line break',
        { description: 'two\nlines' },
        /description cannot hold line breaks, tabs or other control characters/,
      ],
      [
        'a project that is only spaces',
        { project: '   ' },
        /project cannot be blank: leave it out, or send null to clear it/,
      ],
      ['a blank tag', { tags: ['ok', ' '] }, /each tag cannot be blank/],
      ['tags that are not a list', { tags: 'meetings' }, /tags must be a list of texts/],
      ['a description that is not text', { description: 42 }, /description must be text/],
      ['tags set to null', { tags: null }, /tags must be a list of texts/],
    ])('%s', async (_case, labels, message) => {
      for (const send of [
        () => sam.patch(`/api/sessions/${sessionId}`).send(labels),
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-19T09:00:00Z', endTime: '2026-11-19T10:00:00Z', ...labels }),
        () => sam.post('/api/timer/start').send({ type: 'work', ...labels }),
      ]) {
        const before = await eventCount();
        const response = await send();
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
        expect([response.body.message].flat().join(' ')).toMatch(message);
        expect(await eventCount()).toBe(before);
      }
    });
  });
});
