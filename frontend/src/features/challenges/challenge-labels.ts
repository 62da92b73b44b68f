// How a balance challenge reads: who against whom, which week, and how it stands.
import type { BadgeVariant } from '@/components/ui/badge';
import { firstNameOrFriend } from '@/lib/auth/display-name';
import { formatWeekRange } from '@/lib/date-format';

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
};

type ChallengeBadge = { label: string; variant: BadgeVariant };

/** 'Ada vs Sam' */
export function challengeMatchup(challenge: Pick<ChallengeLike, 'creator' | 'challenged'>): string {
  return `${nameOf(challenge.creator, true)} vs ${nameOf(challenge.challenged, false)}`;
}

/** 'Nov 16 – 22, 2026' */
export function challengeWeekLabel(weekStart: string): string {
  return formatWeekRange(weekStart);
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
