// "By project": where a period's tracked hours went, project by project (issue 27), in the week, month
// and year views. Each session counts whole on the day it began. Hidden while it loads and when no
// session of the period names a project: a single "No project" bar would tell nothing (docs/decisions.md).
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote } from '@/components/ui/load-notes';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatDayRange } from '@/lib/date-format';
import { type DateRange, parseIsoDate } from '@/lib/dates';
import { formatDuration, formatHours } from '@/lib/hours-format';
import { useProjectTotals } from '@/features/sessions/api/get-project-totals';
import { type ProjectBar, namesAProject, projectBars } from '@/features/sessions/project-bars';

/** Commute is striped as well as paler, so the two parts of a bar differ without their colour. */
const WORK_FILL = 'bg-accent';
const COMMUTE_FILL = 'bg-mist bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.5)_3px_5px)]';

type ProjectTotalsCardProps = { range: DateRange; className?: string };

export function ProjectTotalsCard({ range, className }: ProjectTotalsCardProps) {
  const totals = useProjectTotals(range);
  if (totals.isError && !totals.data) {
    if (isUnauthorizedError(totals.error)) return null;
    return (
      <ProjectsFrame range={range} className={className}>
        <LoadErrorNote what="your hours by project" onRetry={() => void totals.refetch()} />
      </ProjectsFrame>
    );
  }
  if (!totals.data || !namesAProject(totals.data)) return null;
  return (
    <ProjectsFrame range={range} className={className}>
      <ul aria-label="Projects" className="flex flex-col gap-4">
        {projectBars(totals.data).map((bar) => (
          <ProjectRow key={bar.project ?? ''} bar={bar} />
        ))}
      </ul>
      <BarLegend />
    </ProjectsFrame>
  );
}

function ProjectsFrame({ range, className, children }: ProjectTotalsCardProps & { children: ReactNode }) {
  const period = formatDayRange(parseIsoDate(range.startDate), parseIsoDate(range.endDate));
  return (
    <Card aria-labelledby="project-totals-title" data-testid="project-totals" className={className}>
      <CardTitle id="project-totals-title">By project</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        The hours tracked from {period}, by the project each session names. A session counts on the day it began.
      </p>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

function ProjectRow({ bar }: { bar: ProjectBar }) {
  const name = bar.project ?? 'No project';
  return (
    <li data-testid="project-row">
      <div className="flex items-baseline justify-between gap-3">
        <span
          className={clsx(
            'min-w-0 text-sm font-semibold wrap-anywhere',
            bar.project ? 'text-ink' : 'text-ink-muted italic',
          )}
        >
          {name}
        </span>
        <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">{formatHours(bar.totalHours)}</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 flex h-2.5 overflow-hidden rounded-full bg-line/50">
        {bar.workHours > 0 ? (
          <span className={clsx('h-full', WORK_FILL)} style={{ width: `${bar.workWidth}%` }} />
        ) : null}
        {bar.commuteHours > 0 ? (
          <span className={clsx('h-full', COMMUTE_FILL)} style={{ width: `${bar.commuteWidth}%` }} />
        ) : null}
      </div>
      <p className="mt-1 text-xs text-ink-muted tabular-nums">{details(bar)}</p>
    </li>
  );
}

/** 'Work 3.0h · Commute 45 min · 4 sessions', leaving out a kind the project has none of. */
function details(bar: ProjectBar): string {
  const parts = [
    bar.workHours > 0 ? `Work ${formatDuration(bar.workHours)}` : null,
    bar.commuteHours > 0 ? `Commute ${formatDuration(bar.commuteHours)}` : null,
    `${bar.sessions} ${bar.sessions === 1 ? 'session' : 'sessions'}`,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

function BarLegend() {
  return (
    <ul aria-label="Bar patterns" className="mt-5 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-muted">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={clsx('h-2.5 w-6 rounded-full', WORK_FILL)} />
        Work, solid
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={clsx('h-2.5 w-6 rounded-full', COMMUTE_FILL)} />
        Commute, striped
      </li>
    </ul>
  );
}
