// How a saved session is answered over HTTP.
import type { SessionLabels } from '@pause/rules/session-labels';
import type { SessionType } from '#src/modules/timer/timer.events';
import type { LabelledSession } from './saved-sessions';

export interface SessionView {
  readonly id: string;
  readonly type: SessionType;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationSeconds: number;
  /** The zone its days are counted in: the person's when the session was saved. */
  readonly timeZone: string;
  readonly description: string | null;
  readonly project: string | null;
  readonly tags: string[];
}

export function sessionView(session: LabelledSession): SessionView {
  return {
    id: session.sessionId,
    type: session.sessionType,
    startTime: session.startedAt,
    endTime: session.stoppedAt,
    durationSeconds: session.durationSeconds,
    timeZone: session.timeZone,
    ...labelsView(session.labels),
  };
}

/** Labels as every answer writes them: three fields beside the session's own. */
export function labelsView(labels: SessionLabels): Pick<SessionView, 'description' | 'project' | 'tags'> {
  return { description: labels.description, project: labels.project, tags: [...labels.tags] };
}
