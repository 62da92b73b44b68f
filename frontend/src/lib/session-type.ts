// The two kinds of session a person can time, and how they are named on screen.

export type SessionType = 'work' | 'commute';

const labels: Record<SessionType, string> = {
  work: 'Work',
  commute: 'Commute',
};

export function sessionLabel(type: SessionType): string {
  return labels[type];
}
