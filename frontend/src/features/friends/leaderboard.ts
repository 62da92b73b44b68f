// How this week's leaderboard reads: you first, then your friends by rank,
// then the friends who have tracked nothing yet this week.
import type { ApiSchema } from '@/lib/api/api-types';
import { fullName, type PersonSummary } from './person';

/** Ranked by the server, which leaves lifePercentage and rank null for someone who tracked nothing this week. */
export type LeaderboardEntry = ApiSchema<'LeaderboardEntryAnswer'>;

export type LeaderboardRow = {
  key: string;
  person: PersonSummary;
  isMe: boolean;
  /** 'You' for yourself, the full name for a friend. */
  name: string;
  /** '1', '2'...; null for someone without sessions this week. */
  rankLabel: string | null;
  /** '72%', or '—' without sessions this week. */
  percentageLabel: string;
  tracked: boolean;
};

const NO_SCORE = '—';

export function lifePercentageLabel(lifePercentage: number | null): string {
  return lifePercentage === null ? NO_SCORE : `${Math.round(lifePercentage)}%`;
}

function isRanked(entry: LeaderboardEntry): boolean {
  return entry.rank !== null && entry.lifePercentage !== null;
}

/** Ranked entries by rank, then unranked ones; equal entries keep the server's order. */
function byStanding(a: LeaderboardEntry, b: LeaderboardEntry): number {
  if (isRanked(a) !== isRanked(b)) return isRanked(a) ? -1 : 1;
  return isRanked(a) ? (a.rank ?? 0) - (b.rank ?? 0) : 0;
}

function toRow(entry: LeaderboardEntry): LeaderboardRow {
  const tracked = isRanked(entry);
  return {
    key: entry.person.id,
    person: entry.person,
    isMe: entry.isMe,
    name: entry.isMe ? 'You' : fullName(entry.person),
    rankLabel: tracked ? String(entry.rank) : null,
    percentageLabel: tracked ? lifePercentageLabel(entry.lifePercentage) : NO_SCORE,
    tracked,
  };
}

export function leaderboardRows(entries: readonly LeaderboardEntry[]): LeaderboardRow[] {
  const me = entries.filter((entry) => entry.isMe);
  const friends = entries.filter((entry) => !entry.isMe).sort(byStanding);
  return [...me, ...friends].map(toRow);
}

export function hasFriends(entries: readonly LeaderboardEntry[]): boolean {
  return entries.some((entry) => !entry.isMe);
}
