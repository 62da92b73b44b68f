// Read model `sessions`: given the timer's events, every saved session once.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { savedSession, sessionCorrections, sessionEvents } from '#src/modules/timer/testing/timer-sessions';
import { type SavedSession, type SessionAdded, timerStreamId } from '#src/modules/timer/timer.events';
import { SessionsProjector } from './sessions.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = `select user_id, session_type, started_at::text, stopped_at::text, duration_seconds, time_zone
              from sessions order by started_at`;

describe('the sessions read model', () => {
  let test: ProjectionTest;
  const session = (type: 'work' | 'commute', start: string, end: string) =>
    sessionEvents({ type, start: new Date(start), end: new Date(end), timeZone: 'America/Santiago' });

  beforeAll(async () => {
    test = await projectionTest(new SessionsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('saves a session when it stops, not when it starts', async () => {
    const [started, stopped] = session('work', '2026-11-16T12:00:00Z', '2026-11-16T20:30:15Z');
    await test.given(storedEvents(timerStreamId(ALEX), [started]));
    expect(await test.sql.query(ROWS)).toEqual([]);
    await test.given(storedEvents(timerStreamId(ALEX), [stopped], { firstVersion: 2 }));
    expect(await test.sql.query(ROWS)).toEqual([
      {
        user_id: ALEX,
        session_type: 'work',
        started_at: '2026-11-16 12:00:00+00',
        stopped_at: '2026-11-16 20:30:15+00',
        duration_seconds: 30615,
        time_zone: 'America/Santiago',
      },
    ]);
  });

  it('saves a stop delivered twice once', async () => {
    const stopped = storedEvents(
      timerStreamId(ALEX),
      session('commute', '2026-11-16T07:00:00Z', '2026-11-16T07:40:00Z'),
    )[1];
    await test.given([stopped]);
    await test.given([stopped]);
    expect(await test.sql.query(ROWS)).toHaveLength(1);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(timerStreamId(ALEX), [
      ...session('commute', '2026-11-16T07:00:00Z', '2026-11-16T07:40:00Z'),
      ...session('work', '2026-11-16T08:00:00Z', '2026-11-16T16:00:00Z'),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});

describe('the sessions read model, corrected', () => {
  let test: ProjectionTest;
  const SESSION = '2b9d5f0a-1c3e-4a7b-8d6f-0e1a2b3c4d5e';
  const commute = savedSession({
    type: 'commute',
    start: new Date('2026-11-16T07:00:00Z'),
    end: new Date('2026-11-16T07:40:00Z'),
    timeZone: 'Europe/Paris',
  });
  const longerWork = {
    ...commute,
    sessionType: 'work' as const,
    stoppedAt: '2026-11-16T08:00:00.000Z',
    durationSeconds: 3600,
  };
  const ROWS_WITH_SOURCE = `select session_id, session_type, started_at::text, stopped_at::text, duration_seconds, source
                            from sessions order by started_at`;

  beforeAll(async () => {
    test = await projectionTest(new SessionsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('saves an added session as added by hand', async () => {
    await test.given(storedEvents(timerStreamId(ALEX), [sessionCorrections.added(SESSION, commute)]));
    expect(await test.sql.query(ROWS_WITH_SOURCE)).toEqual([
      {
        session_id: SESSION,
        session_type: 'commute',
        started_at: '2026-11-16 07:00:00+00',
        stopped_at: '2026-11-16 07:40:00+00',
        duration_seconds: 2400,
        source: 'manual',
      },
    ]);
  });

  it('changes the row when the session is corrected, and removes it when deleted', async () => {
    const events = storedEvents(timerStreamId(ALEX), [
      sessionCorrections.added(SESSION, commute),
      sessionCorrections.corrected(SESSION, commute, longerWork),
    ]);
    await test.given(events);
    expect(await test.sql.query(ROWS_WITH_SOURCE)).toEqual([
      expect.objectContaining({ session_type: 'work', stopped_at: '2026-11-16 08:00:00+00', duration_seconds: 3600 }),
    ]);
    await test.given(
      storedEvents(timerStreamId(ALEX), [sessionCorrections.deleted(SESSION, longerWork)], { firstVersion: 3 }),
    );
    expect(await test.sql.query(ROWS_WITH_SOURCE)).toEqual([]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(timerStreamId(ALEX), [
      ...session('work', '2026-11-17T08:00:00Z', '2026-11-17T16:00:00Z'),
      sessionCorrections.added(SESSION, commute),
      sessionCorrections.corrected(SESSION, commute, longerWork),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS_WITH_SOURCE);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });

  it('saves an import of many sessions, each with its import key', async () => {
    const imported = Array.from({ length: 300 }, (_, index) => {
      const start = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000);
      return importedSession(
        `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        savedSession({ type: 'work', start, end: new Date(start.getTime() + 50 * 60_000), timeZone: 'Etc/GMT+1' }),
        `key-${index}`,
      );
    });
    await test.given(storedEvents(timerStreamId(ALEX), imported));
    const rows = await test.sql.query<{ source: string; import_key: string; time_zone: string }>(
      'select source, import_key, time_zone from sessions order by started_at',
    );
    expect(rows).toHaveLength(300);
    expect(rows[299]).toEqual({ source: 'import', import_key: 'key-299', time_zone: 'Etc/GMT+1' });
  });

  it('saves a session delivered twice in one batch once', async () => {
    const added = sessionCorrections.added(SESSION, commute);
    await test.given(storedEvents(timerStreamId(ALEX), [added, added]));
    expect(await test.sql.query(ROWS_WITH_SOURCE)).toHaveLength(1);
  });

  it('applies saves, corrections and deletions in their order within one batch', async () => {
    // Imported, deleted, imported again (a new session with the same key), then corrected: the key is
    // free again only because the deletion came before the second save.
    const again = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const events = storedEvents(timerStreamId(ALEX), [
      importedSession(SESSION, commute, 'the-row'),
      sessionCorrections.deleted(SESSION, commute),
      importedSession(again, commute, 'the-row'),
      sessionCorrections.corrected(again, commute, longerWork),
      ...session('work', '2026-11-17T08:00:00Z', '2026-11-17T16:00:00Z'),
    ]);
    await test.given(events);
    expect(await test.sql.query(ROWS_WITH_SOURCE)).toEqual([
      expect.objectContaining({ session_id: again, session_type: 'work', duration_seconds: 3600, source: 'import' }),
      expect.objectContaining({ session_type: 'work', duration_seconds: 8 * 3600, source: 'timer' }),
    ]);
  });

  function importedSession(sessionId: string, saved: SavedSession, importKey: string): SessionAdded {
    return { type: 'SessionAdded', data: { sessionId, source: 'import', importKey, ...saved } };
  }

  function session(type: 'work' | 'commute', start: string, end: string) {
    return sessionEvents({ type, start: new Date(start), end: new Date(end), timeZone: 'Europe/Paris' });
  }
});
