// A period's hours by project: which sessions count, where, and in what order.
import { type ProjectSession, projectTotals } from './project-totals';

const HOUR = 60 * 60 * 1000;

function session(
  project: string | null,
  start: string,
  hours: number,
  { sessionType = 'work', timeZone = 'UTC' }: Partial<Pick<ProjectSession, 'sessionType' | 'timeZone'>> = {},
): ProjectSession {
  const startedAtMs = Date.parse(start);
  return { project, sessionType, startedAtMs, stoppedAtMs: startedAtMs + hours * HOUR, timeZone };
}

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe("a period's hours by project", () => {
  it('adds up work and commute per project, most hours first, the sessions without a project last', () => {
    const totals = projectTotals(
      [
        session('Pause', '2026-11-02T09:00:00Z', 2),
        session(null, '2026-11-02T12:00:00Z', 9),
        session('Acme', '2026-11-03T09:00:00Z', 4),
        session('Acme', '2026-11-03T08:00:00Z', 0.5, { sessionType: 'commute' }),
        session('Pause', '2026-11-04T09:00:00Z', 1.5, { sessionType: 'commute' }),
        session('Pause', '2026-11-05T09:00:00Z', 0.25),
      ],
      NOVEMBER,
    );
    expect(totals).toEqual([
      { project: 'Acme', workHours: 4, commuteHours: 0.5, sessions: 2 },
      { project: 'Pause', workHours: 2.25, commuteHours: 1.5, sessions: 3 },
      { project: null, workHours: 9, commuteHours: 0, sessions: 1 },
    ]);
  });

  it('orders projects with the same hours by name', () => {
    const totals = projectTotals(
      [session('Beta', '2026-11-02T09:00:00Z', 1), session('Alpha', '2026-11-03T09:00:00Z', 1)],
      NOVEMBER,
    );
    expect(totals.map((total) => total.project)).toEqual(['Alpha', 'Beta']);
  });

  it('counts a session across midnight whole, in the period it began in', () => {
    const lateOnTheLastDay = session('Pause', '2026-11-30T22:00:00Z', 4);
    const lateTheDayBefore = session('Acme', '2026-10-31T22:00:00Z', 4);
    expect(projectTotals([lateOnTheLastDay, lateTheDayBefore], NOVEMBER)).toEqual([
      { project: 'Pause', workHours: 4, commuteHours: 0, sessions: 1 },
    ]);
    expect(projectTotals([lateOnTheLastDay], { from: '2026-12-01', to: '2026-12-31' })).toEqual([]);
  });

  it('reads the day a session began in the time zone it was saved in', () => {
    // 23:30 UTC on 31 October is already 1 November in Paris, and still 31 October in New York.
    const inParis = session('Paris', '2026-10-31T23:30:00Z', 1, { timeZone: 'Europe/Paris' });
    const inNewYork = session('New York', '2026-12-01T03:00:00Z', 1, { timeZone: 'America/New_York' });
    expect(projectTotals([inParis, inNewYork], NOVEMBER).map((total) => total.project)).toEqual(['New York', 'Paris']);
  });

  it('answers nothing for a period without sessions', () => {
    expect(projectTotals([], NOVEMBER)).toEqual([]);
  });
});
