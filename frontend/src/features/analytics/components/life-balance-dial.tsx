// 'Your Life Balance Dial': this week's life share, its status and its hours.
import {
  balanceBand,
  BALANCED_LEGEND_TOP,
  BALANCED_LIFE_SHARE,
  BORDERLINE_LIFE_SHARE,
} from '@pause/rules/balance-bands';
import { balanceScore } from '@pause/rules/balance-score';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { useToday } from '@/hooks/use-today';
import { isUnauthorizedError } from '@/lib/api-client';
import { weekStartOf } from '@/lib/dates';
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { weeklyBalanceCaption, weeklyBalanceStatus } from '@/features/analytics/balance';
import { hasTrackedTime } from '@/features/analytics/hours';
import { BalanceGauge } from './balance-gauge';
import { HoursSummary } from './hours-summary';
import { toneStyles } from './tone-styles';

/** The bands of rules/src/balance-bands.ts, in the legend's words (spec §4). */
const legend = [
  { text: `Balanced ${BALANCED_LIFE_SHARE}-${BALANCED_LEGEND_TOP}%`, swatch: toneStyles.balanced.fill },
  { text: `Borderline ${BORDERLINE_LIFE_SHARE}-${BALANCED_LIFE_SHARE}%`, swatch: toneStyles.borderline.fill },
  { text: `Burnout below ${BORDERLINE_LIFE_SHARE}%`, swatch: toneStyles.burnout.fill },
];

export function LifeBalanceDial() {
  const weekStart = weekStartOf(useToday());
  return (
    <Card aria-labelledby="life-balance-dial-title">
      <CardTitle id="life-balance-dial-title">Your Life Balance Dial</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">How this week's hours are shared between work, commute and life.</p>
      <div className="mt-6">
        <DialContent weekStart={weekStart} />
      </div>
    </Card>
  );
}

function DialContent({ weekStart }: { weekStart: string }) {
  const weekly = useWeeklyAnalytics(weekStart);

  if (weekly.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
        <Skeleton className="size-44 shrink-0" />
        <LoadingNote>Loading your balance...</LoadingNote>
      </div>
    );
  }
  if (weekly.isError && !isUnauthorizedError(weekly.error)) {
    return <LoadErrorNote what="your balance" onRetry={() => void weekly.refetch()} />;
  }

  const week = weekly.data ?? emptyWeeklyAnalytics(weekStart);
  // Computed from the hours, not read from the reply's lifePercentage: the share
  // card uses the same function, so the two figures can never disagree.
  const score = balanceScore(week);
  const tone = balanceBand(score);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-6 sm:flex-row">
        <BalanceGauge percentage={score} status={weeklyBalanceStatus(score)} tone={tone} />
        <div className="flex flex-col gap-4 text-center sm:text-left">
          {hasTrackedTime(week) ? (
            <p className="font-display text-lg text-ink italic">{weeklyBalanceCaption(tone)}</p>
          ) : (
            <NothingTrackedYet />
          )}
          <ul aria-label="Legend" className="flex flex-col gap-1.5 text-sm text-ink-muted">
            {legend.map(({ text, swatch }) => (
              <li key={text} className="flex items-center justify-center gap-2 sm:justify-start">
                <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${swatch}`} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <HoursSummary workHours={week.workHours} commuteHours={week.commuteHours} lifeHours={week.lifeHours} />
    </div>
  );
}

/**
 * A week with nothing tracked keeps the spec's figures (100%, Balanced: every hour is still life),
 * but says what they mean and what to do first rather than praising a balance nobody has kept yet.
 */
function NothingTrackedYet() {
  return (
    <div data-testid="dial-empty-state" className="rounded-2xl border border-dashed border-line p-4 text-sm text-ink">
      <p className="font-semibold">Nothing tracked yet this week</p>
      <p className="mt-1 text-ink-muted">
        Every hour is still yours, so the dial is full. Press Start Work or Start Commute (or W or C) when your first
        session begins, and the dial will follow where your hours go.
      </p>
    </div>
  );
}
