import fc from 'fast-check';
import { NO_LABELS } from '@pause/rules/session-labels';
import { scenarioFor } from '#src/shared/testing/decider-scenario';
import { type ImportCandidate, type KnownSession, planImport, timerDecider } from './timer.decider';
import type { TimerEvent } from './timer.events';

const now = new Date('2026-11-25T12:00:00Z');
const hour = 3600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 16) + hours * hour);

const row = (
  rowNumber: number,
  fromHour: number,
  toHour: number,
  sessionType: 'work' | 'commute' = 'work',
): ImportCandidate => ({
  rowNumber,
  sessionId: `session-${rowNumber}`,
  sessionType,
  start: at(fromHour),
  end: at(toHour),
  timeZone: 'UTC',
  importKey: `key-${rowNumber}`,
  labels: NO_LABELS,
});

const savedAt = (fromHour: number, toHour: number): KnownSession => ({
  sessionId: `saved-${fromHour}`,
  sessionType: 'work',
  startedAt: at(fromHour).toISOString(),
  stoppedAt: at(toHour).toISOString(),
  durationSeconds: (toHour - fromHour) * 3600,
  timeZone: 'UTC',
});

/** Keys imported before, each of the session `before-<key>`, labelled or not. */
const importedBefore = (keys: string[], labelled = true) =>
  new Map(keys.map((key) => [key, { sessionId: `before-${key}`, labelled }]));

const importing = (
  candidates: ImportCandidate[],
  more: { nearby?: KnownSession[]; importedKeys?: string[]; labelled?: boolean } = {},
) => ({
  type: 'ImportSessions' as const,
  data: {
    candidates,
    now,
    nearby: more.nearby ?? [],
    importedKeys: importedBefore(more.importedKeys ?? [], more.labelled),
  },
});

const given = scenarioFor(timerDecider);
const idle = timerDecider.initialState;

describe('importing sessions', () => {
  it('adds one imported session per row, each with its import key', () => {
    given([])
      .when(importing([row(2, 9, 10), row(3, 11, 12, 'commute')]))
      .then([
        {
          type: 'SessionAdded',
          data: {
            sessionId: 'session-2',
            source: 'import',
            importKey: 'key-2',
            sessionType: 'work',
            startedAt: at(9).toISOString(),
            stoppedAt: at(10).toISOString(),
            durationSeconds: 3600,
            timeZone: 'UTC',
          },
        },
        {
          type: 'SessionAdded',
          data: {
            sessionId: 'session-3',
            source: 'import',
            importKey: 'key-3',
            sessionType: 'commute',
            startedAt: at(11).toISOString(),
            stoppedAt: at(12).toISOString(),
            durationSeconds: 3600,
            timeZone: 'UTC',
          },
        },
      ]);
  });

  it('skips rows imported before and adds nothing when the whole file was', () => {
    given([])
      .when(importing([row(2, 9, 10)], { importedKeys: ['key-2'] }))
      .then([]);
    expect(
      planImport(importing([row(2, 9, 10), row(3, 11, 12)], { importedKeys: ['key-2'] }).data, idle),
    ).toMatchObject({
      added: [{ data: { sessionId: 'session-3' } }],
      alreadyImported: 1,
      refused: [],
    });
  });

  it('keeps each row’s description, project and tags on the session it adds', () => {
    const labels = { description: 'Sprint review', project: 'Acme / Website', tags: ['meetings'] };
    expect(planImport(importing([{ ...row(2, 9, 10), labels }]).data, idle).added[0].data.labels).toEqual(labels);
    expect(planImport(importing([row(2, 9, 10)]).data, idle).added[0].data).not.toHaveProperty('labels');
  });

  it('gives a session imported before without labels the labels of its row, once, and adds nothing', () => {
    const labels = { description: 'Sprint review', project: null, tags: [] };
    const again = [
      { ...row(2, 9, 10), labels },
      { ...row(5, 9, 10), importKey: 'key-2', labels },
    ];
    given([])
      .when(importing(again, { importedKeys: ['key-2'], labelled: false }))
      .then([{ type: 'SessionLabelled', data: { sessionId: 'before-key-2', labels } }]);
    expect(planImport(importing(again, { importedKeys: ['key-2'], labelled: false }).data, idle)).toMatchObject({
      added: [],
      alreadyImported: 2,
    });
  });

  it('leaves the labels of a session imported before alone when it has some, or when the row has none', () => {
    const labels = { description: 'Sprint review', project: null, tags: [] };
    given([])
      .when(importing([{ ...row(2, 9, 10), labels }], { importedKeys: ['key-2'], labelled: true }))
      .then([]);
    given([])
      .when(importing([row(2, 9, 10)], { importedKeys: ['key-2'], labelled: false }))
      .then([]);
  });

  it('refuses, row by row, what overlaps a saved session, the running timer or another row, and adds the rest', () => {
    const running: TimerEvent = {
      type: 'TimerStarted',
      data: { sessionId: 'running', sessionType: 'work', startedAt: at(20).toISOString(), timeZone: 'UTC' },
    };
    const state = timerDecider.evolve(idle, running);
    const plan = planImport(
      importing([row(5, 9.5, 10.5), row(2, 9, 10), row(3, 11, 13), row(4, 12, 14), row(6, 19, 21), row(7, 15, 16)], {
        nearby: [savedAt(12.5, 13.5)],
      }).data,
      state,
    );
    expect(plan.added.map((event) => event.data.sessionId)).toEqual(['session-2', 'session-7']);
    const savedSessionMoments = [{ moment: '2026-11-16T12:30:00.000Z' }, { moment: '2026-11-16T13:30:00.000Z' }];
    expect(plan.refused).toEqual([
      {
        rowNumber: 3,
        reason: expect.stringMatching(
          /^This overlaps your work session from Mon 16 Nov 2026, 12:30 to Mon 16 Nov 2026, 13:30/,
        ),
        template: expect.stringMatching(/^This overlaps your work session from \{0\} to \{1\}\./),
        dates: savedSessionMoments,
      },
      {
        rowNumber: 4,
        reason: expect.stringMatching(/^This overlaps your work session/),
        template: expect.any(String),
        dates: savedSessionMoments,
      },
      { rowNumber: 5, reason: 'This overlaps row 2 of the same file.' },
      {
        rowNumber: 6,
        reason: expect.stringMatching(/^This overlaps the work timer running since/),
        template: expect.stringMatching(/^This overlaps the work timer running since \{0\}\./),
        dates: [{ moment: expect.any(String) }],
      },
    ]);
  });

  it('refuses rows that end in the future, with the sentence a session added by hand gets', () => {
    const future = { ...row(2, 0, 1), start: new Date('2026-11-25T11:00:00Z'), end: new Date('2026-11-25T13:00:00Z') };
    expect(planImport(importing([future]).data, idle).refused).toEqual([
      { rowNumber: 2, reason: 'A session cannot end in the future. Choose an earlier end.' },
    ]);
  });

  it('never adds two sessions that overlap each other or a saved one, whatever the rows', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 30 }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 40 }), fc.array(span, { maxLength: 10 }), (rows, saved) => {
        const candidates = rows.map(([from, length], index) => row(index + 2, from, from + length / 4));
        const nearby = saved.map(([from, length], index) => ({
          ...savedAt(from, from + length / 4),
          sessionId: `s${index}`,
        }));
        const plan = planImport(importing(candidates, { nearby }).data, idle);
        const spans = [...plan.added.map((event) => event.data), ...nearby].map((s) => [
          Date.parse(s.startedAt),
          Date.parse(s.stoppedAt),
        ]);
        const addedSpans = plan.added.map((e) => [Date.parse(e.data.startedAt), Date.parse(e.data.stoppedAt)]);
        for (const [start, end] of addedSpans) {
          expect(spans.filter(([otherStart, otherEnd]) => otherStart < end && start < otherEnd)).toHaveLength(1);
        }
        expect(plan.added.length + plan.refused.length).toBe(candidates.length);
      }),
    );
  });
});
