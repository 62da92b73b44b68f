// The Challenges tab: how a challenge is decided, then each one: who challenged whom, for which week,
// how it stands so far (or how it ended) and its status. While it shows, the list is read again every
// SOCIAL_TAB_REFRESH_MS, so a friend's share moves as they track.
import { Badge } from '@/components/ui/badge';
import { EMPTY_NOTE, LIST_ROW } from '@/components/ui/list-styles';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useToday } from '@/hooks/use-today';
import { isUnauthorizedError } from '@/lib/api-client';
import { useChallenges } from '@/features/challenges/api/get-challenges';
import {
  CHALLENGE_RULE,
  challengeBadge,
  challengeMatchup,
  challengeStanding,
  challengeWeekLabel,
} from '@/features/challenges/challenge-labels';

export function ChallengesTab() {
  const challenges = useChallenges({ whileOpen: true });
  const today = useToday();

  if (challenges.isPending) return <RowsSkeleton label="Loading your challenges..." />;
  if (challenges.isError && !isUnauthorizedError(challenges.error)) {
    return <LoadErrorNote what="your challenges" onRetry={() => void challenges.refetch()} />;
  }

  // After a 401 the read yields nothing while the sign-in redirect is on its way.
  const list = challenges.data ?? [];
  if (list.length === 0) {
    return <p className={EMPTY_NOTE}>No active challenges. Challenge a friend to see who maintains better balance!</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{CHALLENGE_RULE}</p>
      <ul aria-label="Challenges" className="flex flex-col gap-2">
        {list.map((challenge) => {
          const badge = challengeBadge(challenge);
          return (
            <li key={challenge.id} data-testid="challenge" className={LIST_ROW}>
              <div className="min-w-0 flex-1 px-1">
                <p className="wrap-anywhere font-medium text-ink">{challengeMatchup(challenge)}</p>
                <p className="text-xs text-ink-muted">{challengeWeekLabel(challenge.weekStart)}</p>
                <p data-testid="challenge-standing" className="mt-1 text-sm text-ink tabular-nums">
                  {challengeStanding(challenge, today)}
                </p>
              </div>
              <Badge variant={badge.variant} className="shrink-0 self-start">
                {badge.label}
              </Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
