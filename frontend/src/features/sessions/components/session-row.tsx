// One saved session: what it was, when (local time; both days named when it ended after midnight), how long,
// what it was about, and the ways to continue it (a new timer with its type and labels), change or delete it.
import clsx from 'clsx';
import { Pencil, Play, Trash2 } from 'lucide-react';
import { LabelsLine } from '@/components/session-labels/labels-line';
import { Button } from '@/components/ui/button';
import { LIST_ROW } from '@/components/ui/list-styles';
import { sessionLabel } from '@/lib/session-type';
import type { SavedSession } from '@/features/sessions/api/get-week-sessions';
import { formatShortWeekdayAndDay, formatTimeRange } from '@/lib/date-format';
import { formatSessionLength } from '@/features/sessions/session-times';

type SessionRowProps = {
  session: SavedSession;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Starts a timer with this session's type and labels; no Continue button when left out. */
  onContinue?: () => void;
};

/** 'Work, Mon, Nov 23, 8:00 – 9:15 AM': how the row's buttons name their session. */
export function describeSession(session: SavedSession): string {
  const start = new Date(session.startTime);
  const end = new Date(session.endTime);
  return `${sessionLabel(session.type)}, ${formatShortWeekdayAndDay(start)}, ${formatTimeRange(start, end)}`;
}

export function SessionRow({ session, deleting, onEdit, onDelete, onContinue }: SessionRowProps) {
  const start = new Date(session.startTime);
  const end = new Date(session.endTime);
  const described = describeSession(session);

  return (
    // On a narrow phone the buttons move under the text rather than squeezing it to a word a line.
    <li className={clsx(LIST_ROW, 'flex-wrap')}>
      <span
        aria-hidden="true"
        className={clsx('size-2.5 shrink-0 rounded-full', session.type === 'work' ? 'bg-accent' : 'bg-mist')}
      />
      <div className="min-w-36 flex-1">
        <p className="text-sm font-semibold text-ink">
          {sessionLabel(session.type)}{' '}
          <span className="font-normal text-ink-muted">· {formatShortWeekdayAndDay(start)}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink-muted tabular-nums">
          <span>{formatTimeRange(start, end)}</span>
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="mr-1.5">
              ·
            </span>
            <span className="font-semibold text-ink">{formatSessionLength(session.durationSeconds)}</span>
          </span>
        </p>
        <LabelsLine labels={session} className="mt-1" />
      </div>
      <div className="ml-auto flex gap-1">
        {onContinue ? (
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5"
            aria-label={`Continue ${described}: start a timer like it`}
            title="Continue: start a timer like it"
            onClick={onContinue}
          >
            <Play aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="px-2.5" aria-label={`Edit ${described}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5"
          aria-label={`Delete ${described}`}
          disabled={deleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
