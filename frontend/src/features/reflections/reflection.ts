// The weekly reflection's rules: how long it may be, when it counts as
// empty, and how the day it was recorded reads.
import { formatMonthDayYear } from '../../lib/dates';

export const REFLECTION_PROMPT = 'What moment this week made you smile?';

/** The server refuses anything longer (and so does the textarea). */
export const REFLECTION_MAX_LENGTH = 2000;

/** Empty or only spaces and line breaks: nothing worth saving (spec §5). */
export function isBlankReflection(text: string): boolean {
  return text.trim() === '';
}

/** 'Recorded on November 21, 2026', in local time; null when the timestamp cannot be read. */
export function recordedOnLabel(createdAt: string): string | null {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : `Recorded on ${formatMonthDayYear(new Date(time))}`;
}
