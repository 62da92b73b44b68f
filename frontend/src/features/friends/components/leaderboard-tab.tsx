// The Leaderboard tab: this week's real life share of me and my friends.
import clsx from 'clsx';
import { Avatar } from '@/components/ui/avatar';
import { EMPTY_NOTE, LIST_ROW } from '@/components/ui/list-styles';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { avatarInitial } from '@/lib/auth/display-name';
import { useLeaderboard } from '@/features/friends/api/get-leaderboard';
import { hasFriends, leaderboardRows, type LeaderboardRow } from '@/features/friends/leaderboard';

export function LeaderboardTab() {
  const leaderboard = useLeaderboard();

  if (leaderboard.isPending) return <RowsSkeleton label="Loading the leaderboard..." />;
  if (leaderboard.isError && !isUnauthorizedError(leaderboard.error)) {
    return <LoadErrorNote what="the leaderboard" onRetry={() => void leaderboard.refetch()} />;
  }

  // After a 401 the read yields nothing while the sign-in redirect is on its way.
  const entries = leaderboard.data?.entries ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">Share of this week's hours left for life.</p>
      <ul aria-label="Leaderboard" className="flex flex-col gap-2">
        {leaderboardRows(entries).map((row) => (
          <LeaderboardItem key={row.key} row={row} />
        ))}
      </ul>
      {hasFriends(entries) ? null : <p className={EMPTY_NOTE}>Add friends to see how you compare!</p>}
    </div>
  );
}

function LeaderboardItem({ row }: { row: LeaderboardRow }) {
  return (
    <li data-testid="leaderboard-row" className={clsx(LIST_ROW, row.isMe && 'border-accent/30 bg-accent-soft/60')}>
      <span className="w-7 shrink-0 text-center font-display text-lg font-semibold text-ink tabular-nums">
        {row.rankLabel ? (
          <>
            <span className="sr-only">Rank </span>
            {row.rankLabel}
          </>
        ) : null}
      </span>
      <Avatar imageUrl={row.person.profileImageUrl} initial={avatarInitial(row.person)} />
      <div className="min-w-0 flex-1">
        <p className="wrap-anywhere font-medium text-ink">{row.name}</p>
        {row.tracked ? null : <p className="text-xs text-ink-muted">No sessions yet</p>}
      </div>
      <span data-testid="leaderboard-score" className="shrink-0 font-semibold text-ink tabular-nums">
        {row.percentageLabel}
      </span>
    </li>
  );
}
