// "Delete my account" over HTTP: refused without the right confirmation (nothing changes), then the
// person is signed out on every device, gone from their friends' lists, requests, challenges and
// leaderboards (a settled challenge keeps its result with "a former member"), and nothing they typed
// or their provider told us about them is left in clear anywhere in the database.
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { EventStore } from '#src/shared/event-store/event-store';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { befriend } from '#src/modules/friends/testing/befriend';
import { trackSession } from '#src/modules/timer/testing/track-session';
import { settleEndedChallenges } from '#src/modules/challenges/testing/settle-ended-challenges';

const ANA = { email: 'ana.quillfeather@example.com', givenName: 'Anastasia', familyName: 'Quillfeather' };
const REFLECTION = 'Sunlit walk along the Marnewick canal with Pip the terrier';
/** What Ana's sessions say they were about (issue 27): labels are what a person typed. */
const LABELS = { description: 'Quarterly Zephyrine audit', project: 'Brindlewood Cooperative', tags: ['oakmoss'] };

describe('deleting one’s account over HTTP', () => {
  let pause: TestApp;
  let ana: TestAgent;
  let anasPhone: TestAgent;
  let bo: TestAgent;
  let cy: TestAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set('2026-11-11T09:00:00.000Z');
    ana = await pause.signedIn(ANA);
    anasPhone = await pause.signedIn(ANA);
    bo = await pause.signedIn({ email: 'bo@example.com', givenName: 'Bo' });
    cy = await pause.signedIn({ email: 'cy@example.com', givenName: 'Cy' });
    for (const [name, agent] of Object.entries({ ana, bo, cy }))
      ids[name] = (await agent.get('/api/auth/user').expect(200)).body.id;

    await befriend(ana, bo, 'bo@example.com');
    await ana.post('/api/friends/request').send({ friendEmail: 'cy@example.com' }).expect(201);
    // A challenge of last week, settled; one of next week, still running. Both track three days, so the
    // week is judged.
    await ana.post('/api/challenges').send({ challengedId: ids.bo, weekStart: '2026-11-09' }).expect(201);
    for (const day of ['2026-11-11', '2026-11-12', '2026-11-13']) {
      pause.clock.set(`${day}T09:00:00.000Z`);
      await trackSession(ana, pause.clock, 'work', 90);
      await trackSession(bo, pause.clock, 'work', 30);
    }
    await ana.post('/api/reflections').send({ weekStart: '2026-11-09', content: REFLECTION }).expect(201);
    await ana
      .post('/api/sessions')
      .send({ type: 'work', startTime: '2026-11-10T09:00:00Z', endTime: '2026-11-10T10:00:00Z', ...LABELS })
      .expect(201);
    pause.clock.set('2026-11-18T09:00:00.000Z');
    await settleEndedChallenges(pause.app);
    await ana.post('/api/challenges').send({ challengedId: ids.bo, weekStart: '2026-11-23' }).expect(201);
    // A timer still running as the account goes, started labelled (from a press the phone kept offline,
    // which leaves a receipt) and labelled again.
    await anasPhone
      .post('/api/timer/start')
      .send({
        type: 'work',
        description: LABELS.description,
        commandId: randomUUID(),
        pressedAt: '2026-11-18T08:50:00Z',
      })
      .expect(201);
    await ana.put('/api/timer/labels').send({ project: LABELS.project, tags: LABELS.tags }).expect(200);
  });

  afterAll(() => pause.close());

  const counts = async () =>
    (
      await pause.sql.query<{ events: string; users: string }>(
        'select (select count(*) from events) as events, (select count(*) from users) as users',
      )
    )[0];

  it('keeps what a person typed sealed in the log, and shows it to them all the same', async () => {
    const [stored] = await pause.sql.query<{ content: unknown }>(
      "select data -> 'content' as content from events where type = 'ReflectionRecorded'",
    );
    expect(stored.content).toEqual({ sealedFor: ids.ana, cipher: 'aes-256-gcm', data: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain('Marnewick');
    expect((await ana.get('/api/reflections/2026-11-09').expect(200)).body.content).toBe(REFLECTION);
  });

  it.each([
    ['no body', undefined, /confirmation must be text/],
    ['a confirmation that is not text', { confirmation: 42 }, /confirmation must be text/],
    ['someone else’s email', { confirmation: 'bo@example.com' }, /type your email address exactly as it is shown/],
    ['nothing typed', { confirmation: '' }, /type your email address exactly as it is shown/],
    ['a very long text', { confirmation: 'a'.repeat(321) }, /at most 320 characters/],
  ])('refuses %s with 400 and a sentence, and changes nothing', async (_what, body, message) => {
    const before = await counts();
    const refused = await ana.delete('/api/auth/user').send(body).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
    expect([refused.body.message].flat().join(' ')).toMatch(message);
    expect(await counts()).toEqual(before);
    await ana.get('/api/auth/user').expect(200);
  });

  it('refuses someone not signed in with 401', async () => {
    await pause.anonymous().delete('/api/auth/user').send({ confirmation: ANA.email }).expect(401);
  });

  describe('once confirmed with the email (any letter case)', () => {
    let boBeforeRebuild: unknown;

    const receiptsOfAna = async () =>
      Number(
        (
          await pause.sql.query<{ n: string }>('select count(*) as n from command_receipts where user_id = $1', [
            ids.ana,
          ])
        )[0].n,
      );

    beforeAll(async () => {
      expect(await receiptsOfAna()).toBe(1);
      boBeforeRebuild = await everythingBoSees();
      const deleted = await ana.delete('/api/auth/user').send({ confirmation: ` ${ANA.email.toUpperCase()} ` });
      expect(deleted.status).toBe(204);
      expect(String(deleted.headers['set-cookie'])).toMatch(/pause\.sid=;/);
    });

    const everythingBoSees = async () => ({
      friends: (await bo.get('/api/friends').expect(200)).body,
      requests: (await bo.get('/api/friends/requests').expect(200)).body,
      leaderboard: (await bo.get('/api/friends/leaderboard').expect(200)).body,
      challenges: (await bo.get('/api/challenges').expect(200)).body,
      weekly: (await bo.get('/api/analytics/weekly?weekStart=2026-11-09').expect(200)).body,
    });

    it('signs the person out on every device', async () => {
      await ana.get('/api/auth/user').expect(401);
      await anasPhone.get('/api/auth/user').expect(401);
      await anasPhone.post('/api/timer/start').send({ type: 'work' }).expect(401);
    });

    it('takes them out of their friends’ lists, requests and leaderboards', async () => {
      expect((await bo.get('/api/friends').expect(200)).body).toEqual([]);
      expect((await cy.get('/api/friends/requests').expect(200)).body).toEqual([]);
      const board = (await bo.get('/api/friends/leaderboard').expect(200)).body;
      expect(JSON.stringify(board)).not.toContain(ids.ana);
    });

    it('ends their running challenge, and keeps a settled one’s result with "a former member"', async () => {
      const challenges = (await bo.get('/api/challenges').expect(200)).body;
      expect(challenges).toEqual([
        expect.objectContaining({
          weekStart: '2026-11-09',
          status: 'completed',
          creator: { id: ids.ana, firstName: null, formerMember: true },
          challenged: { id: ids.bo, firstName: 'Bo', formerMember: false },
          // Bo worked less that week: the higher life percentage.
          winner: { id: ids.bo, firstName: 'Bo', formerMember: false },
        }),
      ]);
    });

    it("forgets their devices' command receipts", async () => {
      expect(await receiptsOfAna()).toBe(0);
    });

    it('leaves none of their rows in any read model', async () => {
      for (const projector of pause.app.get(InlineProjections).all()) {
        for (const table of projector.tables) {
          const columns = await pause.sql.query<{ column_name: string }>(
            `select column_name from information_schema.columns
              where table_schema = current_schema() and table_name = $1 and column_name in ('user_id', 'friend_id', 'requester_id', 'addressee_id')`,
            [table],
          );
          for (const { column_name: column } of columns) {
            const [{ n }] = await pause.sql.query<{ n: string }>(
              `select count(*) as n from "${table}" where "${column}"::text = $1`,
              [ids.ana],
            );
            expect(`${table}.${column}: ${n}`).toBe(`${table}.${column}: 0`);
          }
        }
      }
    });

    it('leaves their email, names and reflection nowhere in clear: no table, no event data or metadata, no session', async () => {
      const tables = await pause.sql.query<{ schema: string; name: string }>(
        `select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['events', 'users', 'signed_in_sessions', 'personal_data_keys', 'reflections']),
      );
      const needles = [
        ...[ANA.email, ANA.givenName, ANA.familyName, REFLECTION, 'Marnewick', 'Pip the terrier'],
        ...[LABELS.description, LABELS.project, ...LABELS.tags],
      ];
      const found: string[] = [];
      for (const { schema, name } of tables) {
        for (const needle of needles) {
          const [{ n }] = await pause.sql.query<{ n: string }>(
            `select count(*) as n from "${schema}"."${name}" as row where row::text ilike $1`,
            [`%${needle}%`],
          );
          if (Number(n) > 0) found.push(`${needle} in ${schema}.${name}`);
        }
      }
      expect(found).toEqual([]);
    });

    it('makes their sealed fields unreadable: the log reads them as erased', async () => {
      const events = await pause.app.get(EventStore).readStream(`reflections-${ids.ana}`);
      expect(events.map((event) => event.data)).toEqual([
        { weekStart: '2026-11-09', content: null, recordedAt: expect.any(String) },
      ]);
      expect(pause.app.get(PersonalFields).declared().get('ReflectionRecorded')).toEqual(['content']);
      const timer = await pause.app.get(EventStore).readStream(`timer-${ids.ana}`);
      const labelled = timer.filter((event) => 'labels' in (event.data as object));
      expect(labelled.map((event) => event.type)).toEqual(['SessionAdded', 'TimerStarted', 'SessionLabelled']);
      for (const event of labelled) expect((event.data as { labels: unknown }).labels).toBeNull();
    });

    it('still replays: a rebuild of every read model gives everyone else the same answers', async () => {
      const rebuilt = await pause.app.get(ReadModelRebuild).rebuildLive(pause.app.get(InlineProjections).all());
      expect(rebuilt.readModels.length).toBeGreaterThan(5);
      const boAfterRebuild = await everythingBoSees();
      expect(boAfterRebuild).toEqual(await everythingBoSees());
      expect(boAfterRebuild).not.toEqual(boBeforeRebuild);
      expect(boAfterRebuild.friends).toEqual([]);
      expect(boAfterRebuild.challenges).toHaveLength(1);
    });

    it('lets the same sign-in start afresh, as a new and empty account', async () => {
      const again = await pause.signedIn(ANA);
      const person = (await again.get('/api/auth/user').expect(200)).body;
      expect(person.id).not.toBe(ids.ana);
      expect((await again.get('/api/friends').expect(200)).body).toEqual([]);
      expect((await again.get('/api/reflections/2026-11-09').expect(200)).body).toBeNull();
    });

    it('answers a second deletion of the same account as signed out', async () => {
      await ana.delete('/api/auth/user').send({ confirmation: ANA.email }).expect(401);
    });
  });
});
