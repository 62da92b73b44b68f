// The Challenges tab: who challenged whom, for which week, and how it stands.
import { Badge } from '@/components/ui/badge';
import { EMPTY_NOTE, LIST_ROW } from '@/components/ui/list-styles';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { useChallenges } from '@/features/challenges/api/get-challenges';
import { challengeBadge, challengeMatchup, challengeWeekLabel } from '@/features/challenges/challenge-labels';

export function ChallengesTab() {
  const challenges = useChallenges();

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
    <ul aria-label="Challenges" className="flex flex-col gap-2">
      {list.map((challenge) => {
        const badge = challengeBadge(challenge);
        return (
          <li key={challenge.id} data-testid="challenge" className={LIST_ROW}>
            <div className="min-w-0 flex-1 px-1">
              <p className="wrap-anywhere font-medium text-ink">{challengeMatchup(challenge)}</p>
              <p className="text-xs text-ink-muted">{challengeWeekLabel(challenge.weekStart)}</p>
            </div>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
