// The weekly reflection's words: its prompt and how the day it was recorded reads. How long it may be
// and when it counts as empty are rules/src/reflections.ts.
import { formatDay } from '@/lib/date-format';

export const REFLECTION_PROMPT = 'What moment this week made you smile?';

/** 'Recorded on November 21, 2026', in local time; null when the timestamp cannot be read. */
export function recordedOnLabel(createdAt: string): string | null {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : `Recorded on ${formatDay(new Date(time))}`;
}
