// 'Weekly Reflection': one question each week, and a quiet place to answer it, for the chosen week.
import { NotebookPen } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatWeekRange } from '@/lib/date-format';
import { useReflection } from '@/features/reflections/api/get-reflection';
import { REFLECTION_PROMPT } from '@/features/reflections/reflection';
import { ReflectionEntry } from './reflection-entry';
import { ReflectionForm } from './reflection-form';

const PROMPT_ID = 'weekly-reflection-prompt';

export function WeeklyReflectionCard({ weekStart, className }: { weekStart: string; className?: string }) {
  return (
    <Card aria-labelledby="weekly-reflection-title" className={className}>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-2xl bg-accent-soft">
          <NotebookPen className="size-5 text-accent-strong" />
        </span>
        <div>
          <CardTitle id="weekly-reflection-title">Weekly Reflection</CardTitle>
          <p className="text-sm text-ink-muted">{formatWeekRange(weekStart)}</p>
        </div>
      </div>
      <p id={PROMPT_ID} className="mt-5 font-display text-xl text-ink italic sm:text-2xl">
        {REFLECTION_PROMPT}
      </p>
      <div className="mt-4">
        <ReflectionContent weekStart={weekStart} />
      </div>
    </Card>
  );
}

function ReflectionContent({ weekStart }: { weekStart: string }) {
  const reflection = useReflection(weekStart);

  if (reflection.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <LoadingNote>Loading your reflection...</LoadingNote>
        <Skeleton data-testid="reflection-skeleton" className="h-4 w-full" />
        <Skeleton className="h-4 w-3/5" />
      </div>
    );
  }
  if (reflection.isError && !isUnauthorizedError(reflection.error)) {
    return <LoadErrorNote what="your reflection" onRetry={() => void reflection.refetch()} />;
  }

  // After a 401 the read yields nothing (spec §8) while the sign-in redirect is on its way.
  const existing = reflection.data ?? null;
  return existing ? (
    <ReflectionEntry reflection={existing} />
  ) : (
    <ReflectionForm weekStart={weekStart} promptId={PROMPT_ID} />
  );
}
