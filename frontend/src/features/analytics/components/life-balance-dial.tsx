// 'Your Life Balance Dial': the chosen week's life share, its status and its hours. The share is the
// server's (so far for the week under way; docs/decisions.md), and an ended week with too few tracked
// days is called neither balanced nor not, as Balanced Week and challenges judge it.
import {
  balanceBand,
  BALANCED_LEGEND_TOP,
  BALANCED_LIFE_SHARE,
  BORDERLINE_LIFE_SHARE,
} from '@pause/rules/balance-bands';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { weeklyBalanceCaption, weeklyBalanceStatus } from '@/features/analytics/balance';
import { TRACKED_DAYS_TO_JUDGE_A_WEEK } from '@pause/rules/judged-week';
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

export function LifeBalanceDial({ weekStart, isCurrentWeek }: { weekStart: string; isCurrentWeek: boolean }) {
  return (
    <Card aria-labelledby="life-balance-dial-title">
      <CardTitle id="life-balance-dial-title">Your Life Balance Dial</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        {isCurrentWeek
          ? "How this week's hours so far are shared between work, commute and life."
          : "How that week's hours were shared between work, commute and life."}
      </p>
      <div className="mt-6">
        <DialContent weekStart={weekStart} isCurrentWeek={isCurrentWeek} />
      </div>
    </Card>
  );
}

function DialContent({ weekStart, isCurrentWeek }: { weekStart: string; isCurrentWeek: boolean }) {
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
  // The server's figure, worked out once (so far for the week under way): the share card, the
  // leaderboard, the reminder and the insights read the same one.
  const score = week.lifePercentage;
  const tone = balanceBand(score);
  const judged = week.standing !== 'not_judged';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-6 sm:flex-row">
        <BalanceGauge
          percentage={score}
          status={judged ? weeklyBalanceStatus(score) : 'Not judged'}
          tone={judged ? tone : 'none'}
        />
        <div className="flex flex-col gap-4 text-center sm:text-left">
          {!judged ? (
            <NotJudged trackedDays={week.trackedDays} />
          ) : hasTrackedTime(week) ? (
            <>
              {week.standing === 'in_progress' ? (
                <p data-testid="dial-so-far" className="text-sm text-ink-muted">
                  So far: the hours lived since Monday, not the whole week.
                </p>
              ) : null}
              <p className="font-display text-lg text-ink italic">{weeklyBalanceCaption(tone)}</p>
            </>
          ) : isCurrentWeek ? (
            <NothingTrackedYet />
          ) : (
            <p className="text-sm text-ink-muted">Nothing was tracked that week.</p>
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

/** An ended week with fewer tracked days than a judgement needs (rules/src/judged-week.ts). */
function NotJudged({ trackedDays }: { trackedDays: number }) {
  return (
    <div data-testid="dial-not-judged" className="rounded-2xl border border-dashed border-line p-4 text-sm text-ink">
      <p className="font-semibold">Too little tracked to judge</p>
      <p className="mt-1 text-ink-muted">
        Time was tracked on {trackedDays} {trackedDays === 1 ? 'day' : 'days'} of that week. A week needs{' '}
        {TRACKED_DAYS_TO_JUDGE_A_WEEK} to be called balanced or not, as badges and challenges count it.
      </p>
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
