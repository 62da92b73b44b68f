// A period's hours by project: each saved session counts, whole, on the local date it started in its own
// time zone (the zone the balance cuts it in), so a session that runs past the period's last midnight
// counts in the period it began in, as the Sessions card lists it in the week it began in.
import { hoursFromMs } from '#src/shared/time/hours';
import { localDateOf } from '#src/shared/time/local-days';
import type { SessionType } from '#src/modules/timer/timer.events';

/** A saved session as far as its project's totals need it. */
export interface ProjectSession {
  readonly project: string | null;
  readonly sessionType: SessionType;
  readonly startedAtMs: number;
  readonly stoppedAtMs: number;
  readonly timeZone: string;
}

export interface ProjectTotal {
  /** null for the sessions that name no project. */
  readonly project: string | null;
  readonly workHours: number;
  readonly commuteHours: number;
  readonly sessions: number;
}

/** The local dates a period covers, both included (YYYY-MM-DD). */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

interface Tally {
  readonly project: string | null;
  workMs: number;
  commuteMs: number;
  sessions: number;
}

/** The projects of the sessions that began in the range, most hours first; the sessions without one last. */
export function projectTotals(sessions: readonly ProjectSession[], { from, to }: DateRange): ProjectTotal[] {
  const tallies = new Map<string | null, Tally>();
  for (const session of sessions) {
    const startedOn = localDateOf(session.timeZone, session.startedAtMs);
    if (startedOn < from || startedOn > to) continue;
    let tally = tallies.get(session.project);
    if (!tally) {
      tally = { project: session.project, workMs: 0, commuteMs: 0, sessions: 0 };
      tallies.set(session.project, tally);
    }
    const ms = session.stoppedAtMs - session.startedAtMs;
    if (session.sessionType === 'work') tally.workMs += ms;
    else tally.commuteMs += ms;
    tally.sessions += 1;
  }
  return [...tallies.values()].sort(byMostHoursThenName).map(({ project, workMs, commuteMs, sessions: count }) => ({
    project,
    workHours: hoursFromMs(workMs),
    commuteHours: hoursFromMs(commuteMs),
    sessions: count,
  }));
}

function byMostHoursThenName(a: Tally, b: Tally): number {
  if (a.project === null) return 1;
  if (b.project === null) return -1;
  return b.workMs + b.commuteMs - (a.workMs + a.commuteMs) || a.project.localeCompare(b.project);
}
