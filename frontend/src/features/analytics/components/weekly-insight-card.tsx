// 'This Week's Reflection': a sentence about the chosen week (so far, for the current one) and one
// that encourages, on the server's life share.
import { Leaf } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatWeekRange } from '@/lib/date-format';
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { motivationalSentence, weeklyInsightSentence } from '@/features/analytics/reflection-message';

export function WeeklyInsightCard({ weekStart }: { weekStart: string }) {
  return (
    <Card aria-labelledby="weekly-insight-title" className="flex flex-col">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-2xl bg-sage-soft">
          <Leaf className="size-5 text-sage-strong" />
        </span>
        <div>
          <CardTitle id="weekly-insight-title">This Week's Reflection</CardTitle>
          <p className="text-sm text-ink-muted">{formatWeekRange(weekStart)}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-1 flex-col">
        <InsightContent weekStart={weekStart} />
      </div>
    </Card>
  );
}

function InsightContent({ weekStart }: { weekStart: string }) {
  const weekly = useWeeklyAnalytics(weekStart);

  if (weekly.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <LoadingNote>Gathering your week...</LoadingNote>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  }
  if (weekly.isError && !isUnauthorizedError(weekly.error)) {
    return <LoadErrorNote what="your week" onRetry={() => void weekly.refetch()} />;
  }

  const week = weekly.data ?? emptyWeeklyAnalytics(weekStart);
  const tense = week.standing === 'judged' || week.standing === 'not_judged' ? 'past' : 'current';
  return (
    <div className="flex flex-1 flex-col justify-between gap-6">
      <p
        data-testid="weekly-insight"
        className="font-display text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed"
      >
        {weeklyInsightSentence(week, tense)}
      </p>
      {/* An ended week with too few tracked days is judged neither way (the dial says so): no tier either. */}
      {week.standing === 'not_judged' ? null : (
        <p
          data-testid="weekly-motivation"
          className="rounded-2xl bg-accent-soft/60 px-4 py-3 text-base leading-snug text-accent-strong"
        >
          {motivationalSentence(week.lifePercentage, tense)}
        </p>
      )}
    </div>
  );
}
