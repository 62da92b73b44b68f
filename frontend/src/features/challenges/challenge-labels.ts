// How a balance challenge reads: who against whom, which week, how it is decided and how it stands.
import { TRACKED_DAYS_TO_JUDGE_A_WEEK } from '@pause/rules/judged-week';
import type { BadgeVariant } from '@/components/ui/badge';
import { firstNameOrFriend } from '@/lib/auth/display-name';
import { formatWeekRange, formatWeekdayAndDay } from '@/lib/date-format';
import { parseIsoDate, weekStartOf } from '@/lib/dates';
import { numberInWords } from '@/lib/spoken-numbers';

/** How the server settles a challenge (challenge-outcome.ts), in a sentence. */
export const CHALLENGE_RULE =
  "Whoever keeps the higher life share over the week wins: the share of the week's hours left after work " +
  `and commute, settled when the week ends. Each of you needs sessions on at least ` +
  `${numberInWords(TRACKED_DAYS_TO_JUDGE_A_WEEK)} days of the week to have a share; equal shares, or none, tie.`;

type Named = { firstName: string | null; formerMember?: boolean };

/** Someone who has deleted their account keeps their place in a settled challenge, not their name. */
function nameOf(person: Named, atSentenceStart: boolean): string {
  if (!person.formerMember) return firstNameOrFriend(person);
  return atSentenceStart ? 'A former member' : 'a former member';
}

type ChallengeLike = {
  creator: Named;
  challenged: Named;
  weekStart: string;
  status: string;
  winner: Named | null;
  creatorLifePercentage: number | null;
  challengedLifePercentage: number | null;
};

type ChallengeBadge = { label: string; variant: BadgeVariant };

/** 'Ada vs Sam' */
export function challengeMatchup(challenge: Pick<ChallengeLike, 'creator' | 'challenged'>): string {
  return `${nameOf(challenge.creator, true)} vs ${nameOf(challenge.challenged, false)}`;
}

/** 'Nov 16 – 22, 2026': Monday to Sunday. */
export function weekRangeLabel(weekStart: string): string {
  return formatWeekRange(weekStart);
}

/** 'Week of Nov 16 – 22, 2026' */
export function challengeWeekLabel(weekStart: string): string {
  return `Week of ${weekRangeLabel(weekStart)}`;
}

/**
 * Where a challenge stands: both life shares so far while its week runs, as settled once it has ended,
 * or when it starts if its week is still ahead. '—' for someone without a share (too few days).
 */
export function challengeStanding(
  challenge: Pick<
    ChallengeLike,
    'creator' | 'challenged' | 'weekStart' | 'status' | 'creatorLifePercentage' | 'challengedLifePercentage'
  >,
  today: Date,
): string {
  if (challenge.status === 'active' && challenge.weekStart > weekStartOf(today)) {
    return `Starts ${formatWeekdayAndDay(parseIsoDate(challenge.weekStart))}`;
  }
  const share = (percentage: number | null) => (percentage === null ? '—' : `${percentage}%`);
  const shares =
    `${nameOf(challenge.creator, true)} ${share(challenge.creatorLifePercentage)} · ` +
    `${nameOf(challenge.challenged, true)} ${share(challenge.challengedLifePercentage)}`;
  return challenge.status === 'active' ? `So far: ${shares}` : `Final: ${shares}`;
}

/** Active challenges stand out (primary); every finished one is quieter (secondary). */
export function challengeBadge(challenge: Pick<ChallengeLike, 'status' | 'winner'>): ChallengeBadge {
  switch (challenge.status) {
    case 'active':
      return { label: 'Active', variant: 'primary' };
    case 'completed':
      return {
        label: challenge.winner ? `Won by ${nameOf(challenge.winner, false)}` : 'Completed',
        variant: 'secondary',
      };
    case 'tied':
      return { label: 'Tied', variant: 'secondary' };
    default:
      // A status this version does not know yet still shows, as the server named it.
      return { label: challenge.status.charAt(0).toUpperCase() + challenge.status.slice(1), variant: 'secondary' };
  }
}
