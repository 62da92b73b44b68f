// 'Achievements': three small milestones, dimmed until they are earned.
import clsx from 'clsx';
import { House, Lock, MoonStar, Scale, Trophy, type LucideIcon } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import {
  ACHIEVEMENTS,
  achievementTiles,
  type AchievementTile,
  type AchievementType,
} from '@/features/achievements/achievements';
import { useAchievements } from '@/features/achievements/api/get-achievements';

const icons: Record<AchievementType, LucideIcon> = {
  balanced_week: Scale,
  commute_free_day: House,
  unplugged_evening: MoonStar,
};

const TILE_GRID = 'grid gap-3 sm:grid-cols-3 lg:grid-cols-1';

export function AchievementsCard() {
  return (
    <Card aria-labelledby="achievements-title">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-2xl bg-sand-soft">
          <Trophy className="size-5 text-sand-strong" />
        </span>
        <div>
          <CardTitle id="achievements-title">Achievements</CardTitle>
          <p className="text-sm text-ink-muted">Small milestones for weeks well lived.</p>
        </div>
      </div>
      <div className="mt-5">
        <AchievementsContent />
      </div>
    </Card>
  );
}

function AchievementsContent() {
  const achievements = useAchievements();

  if (achievements.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <LoadingNote>Loading your achievements...</LoadingNote>
        <ul aria-hidden="true" className={TILE_GRID}>
          {ACHIEVEMENTS.map(({ type }) => (
            <li
              key={type}
              data-testid="achievement-tile-skeleton"
              className="flex items-center gap-3 rounded-2xl border border-line p-4"
            >
              <Skeleton className="size-10 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  // Once shown, the tiles stay even if a later check fails.
  if (!achievements.data && achievements.isError && !isUnauthorizedError(achievements.error)) {
    return <LoadErrorNote what="your achievements" onRetry={() => void achievements.refetch()} />;
  }

  const tiles = achievementTiles(achievements.data ?? []);
  const unlockedCount = tiles.filter((tile) => tile.unlocked).length;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={`Achievements, ${unlockedCount} of ${tiles.length} unlocked`} className={TILE_GRID}>
        {tiles.map((tile) => (
          <AchievementTileItem key={tile.type} tile={tile} />
        ))}
      </ul>
      {unlockedCount === 0 ? (
        <p className="text-center text-sm text-ink-muted">Keep tracking your balance to unlock achievements!</p>
      ) : null}
    </div>
  );
}

function AchievementTileItem({ tile }: { tile: AchievementTile }) {
  const Icon = icons[tile.type];
  return (
    <li
      data-testid="achievement-tile"
      data-achievement={tile.type}
      data-state={tile.unlocked ? 'unlocked' : 'locked'}
      className={clsx(
        'flex items-start gap-3 rounded-2xl border p-4 transition',
        // A locked tile is dimmed by its dashed edge and faded icon; its words stay readable (AA contrast).
        tile.unlocked ? 'border-sage/40 bg-sage-soft/60' : 'border-dashed border-line bg-canvas',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-2xl',
          tile.unlocked ? 'bg-sage text-white' : 'bg-line text-ink-muted opacity-60 grayscale',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={clsx('flex items-center gap-1.5 font-semibold', tile.unlocked ? 'text-ink' : 'text-ink-muted')}>
          {tile.title}
          {tile.unlocked ? null : <Lock aria-hidden="true" className="size-3.5 text-ink-muted" />}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">{tile.description}</p>
        {tile.unlocked ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold text-sage-strong">Unlocked!</span>
            {tile.earnedLabel ? <span className="block text-xs text-ink-muted">{tile.earnedLabel}</span> : null}
          </p>
        ) : (
          <p className="sr-only">Locked</p>
        )}
      </div>
    </li>
  );
}
