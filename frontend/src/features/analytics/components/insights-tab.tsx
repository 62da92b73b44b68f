// The Insights tab: the trend of the last tracked days, personal notes on the chosen week, and the
// week's three totals. For the current week the trend reads today and the six days before it (spec
// §7); for a past week, that week's seven days. What another feature adds (last week's digest at the
// top, the limits and health lines after the personal insights) comes in through props from app/.
import type { Trend } from '@pause/rules/trend';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, Minus, Sprout, TrendingDown, TrendingUp } from 'lucide-react';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { isUnauthorizedError } from '@/lib/api-client';
import { currentWeekRange, lastSevenDaysRange, parseIsoDate, weekStartOf } from '@/lib/dates';
import { useDailyAnalytics } from '@/features/analytics/api/get-daily-analytics';
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { hasTrackedThisWeek, personalInsights, type Insight, type InsightTone } from '@/features/analytics/insights';
import { balanceTrend, trendMessage, type TrendReading } from '@/features/analytics/trend';
import { HoursSummary } from './hours-summary';

const trendLook: Record<Trend, { Icon: typeof TrendingUp; box: string; icon: string }> = {
  improving: { Icon: TrendingUp, box: 'bg-sage-soft', icon: 'text-sage-strong' },
  stable: { Icon: Minus, box: 'bg-sand-soft', icon: 'text-sand-strong' },
  declining: { Icon: TrendingDown, box: 'bg-rose-soft', icon: 'text-rose-strong' },
};

const insightLook: Record<InsightTone, { Icon: typeof Info; icon: string; label: string }> = {
  warning: { Icon: CircleAlert, icon: 'text-rose-strong', label: 'Heads up' },
  info: { Icon: Info, icon: 'text-mist', label: 'Note' },
  success: { Icon: CircleCheck, icon: 'text-sage-strong', label: 'Well done' },
};

type InsightsTabProps = {
  weekStart: string;
  today: Date;
  /** First in the tab, above the trend (a digest of last week). */
  top?: ReactNode;
  /** After the personal insights, before the week's hours. */
  afterInsights?: ReactNode;
};

export function InsightsTab({ weekStart, today, top, afterInsights }: InsightsTabProps) {
  const weekly = useWeeklyAnalytics(weekStart);
  const isCurrentWeek = weekStart === weekStartOf(today);
  const lastSevenDays = useDailyAnalytics(
    isCurrentWeek ? lastSevenDaysRange(today) : currentWeekRange(parseIsoDate(weekStart)),
  );

  if (weekly.isPending || lastSevenDays.isPending) {
    return <LoadingNote>Loading your insights...</LoadingNote>;
  }
  const failed = [weekly, lastSevenDays].some((query) => query.isError && !isUnauthorizedError(query.error));
  if (failed) {
    return (
      <LoadErrorNote
        what="your insights"
        onRetry={() => {
          if (weekly.isError) void weekly.refetch();
          if (lastSevenDays.isError) void lastSevenDays.refetch();
        }}
      />
    );
  }

  const week = weekly.data ?? emptyWeeklyAnalytics(weekStart);
  const days = lastSevenDays.data ?? [];
  const trend = balanceTrend(days);
  const tracked = hasTrackedThisWeek(week);

  return (
    <div className="flex flex-col gap-5">
      {top}
      {trend ? <TrendBanner reading={trend} /> : null}
      {tracked ? (
        <>
          {trend ? null : (
            <p className="text-sm text-ink-muted">Your trend appears once you've tracked time on at least two days.</p>
          )}
          <InsightList insights={personalInsights(week, days, isCurrentWeek ? 'current' : 'past')} />
        </>
      ) : (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-5 text-sm text-ink-muted">
          <Sprout aria-hidden="true" className="size-5 shrink-0 text-sage" />
          Track more sessions to unlock personalized insights
        </p>
      )}
      {afterInsights}
      <div>
        <h3 className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">
          {isCurrentWeek ? 'Hours this week' : 'Hours that week'}
        </h3>
        <HoursSummary workHours={week.workHours} commuteHours={week.commuteHours} lifeHours={week.lifeHours} />
      </div>
    </div>
  );
}

function TrendBanner({ reading }: { reading: TrendReading }) {
  const { title, detail } = trendMessage(reading);
  const { Icon, box, icon } = trendLook[reading.trend];
  return (
    <div
      data-testid="trend-banner"
      data-trend={reading.trend}
      className={clsx('flex items-start gap-3 rounded-2xl p-4', box)}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', icon)} />
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-0.5 text-sm text-ink-muted">{detail}</p>
      </div>
    </div>
  );
}

function InsightList({ insights }: { insights: Insight[] }) {
  if (insights.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Nothing in these hours needs your attention. Keep listening to how you feel.
      </p>
    );
  }
  return (
    <ul aria-label="Personal insights" className="flex flex-col gap-2">
      {insights.map(({ id, tone, text }) => {
        const { Icon, icon, label } = insightLook[tone];
        return (
          <li
            key={id}
            data-tone={tone}
            className="flex items-start gap-3 rounded-2xl bg-canvas px-4 py-3 text-sm text-ink"
          >
            <Icon aria-hidden="true" className={clsx('mt-0.5 size-4 shrink-0', icon)} />
            <span>
              <span className="sr-only">{label}: </span>
              {text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
