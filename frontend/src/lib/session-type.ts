// The kinds of session a person can time, as the API names them, and how they are named on screen.
import type { ApiSchema } from './api/api-types';

export type SessionType = ApiSchema<'SessionAnswer'>['type'];

const labels: Record<SessionType, string> = {
  work: 'Work',
  commute: 'Commute',
};

export function sessionLabel(type: SessionType): string {
  return labels[type];
}
