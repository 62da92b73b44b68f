// What is running right now, since when (with the way to change that), what it is about (with the way
// to say so), how long it has run, and the way to stop it.
import { Pencil, Square, Tag } from 'lucide-react';
import { LabelsLine } from '@/components/session-labels/labels-line';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/date-format';
import { type AnsweredLabels, hasAnyLabel } from '@/lib/session-labels';
import { sessionLabel, type SessionType } from '@/lib/session-type';
import { formatElapsed } from '@/features/timer/elapsed';

type CurrentSessionCardProps = {
  type: SessionType | null;
  /** When the running session started (as last moved); null when none runs. */
  startTime: string | null;
  elapsedSeconds: number;
  stopping: boolean;
  /** False while a refused press waits for the person (features/timer/offline/): Stop is not offered. */
  canStop?: boolean;
  onStop: () => void;
  /**
   * Opens "Edit start": the person started earlier (or later) than they pressed Start. Absent while the
   * timer shown is a press kept on the device: the server has no timer to change yet.
   */
  onEditStart?: () => void;
  /** What the running session is about; null when none runs. */
  labels: AnsweredLabels | null;
  /** Opens "Details": description, project and tags of the running session; absent like onEditStart. */
  onEditLabels?: () => void;
};

export function CurrentSessionCard({
  type,
  startTime,
  elapsedSeconds,
  stopping,
  canStop = true,
  onStop,
  onEditStart,
  labels,
  onEditLabels,
}: CurrentSessionCardProps) {
  const running = type !== null;
  return (
    <div
      aria-labelledby="current-session-title"
      role="group"
      className="rounded-2xl border border-line bg-canvas/70 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3
          id="current-session-title"
          className="text-sm font-medium tracking-wide whitespace-nowrap text-ink-muted uppercase"
        >
          Current Session
        </h3>
        <p data-testid="session-type" className="text-sm font-semibold text-ink">
          {running ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-2 rounded-full bg-sage motion-safe:animate-pulse" />
              {sessionLabel(type)}
            </span>
          ) : (
            <span className="text-ink-muted">No session running</span>
          )}
        </p>
      </div>

      <p
        role="timer"
        // A timer's updates are never read out by themselves (one a second would drown everything);
        // the start and the stop are announced once, by their notifications.
        aria-live="off"
        aria-label="Elapsed time"
        data-testid="elapsed-time"
        className="mt-3 font-mono text-4xl font-semibold tracking-tight text-ink tabular-nums min-[400px]:text-5xl sm:text-6xl"
      >
        {formatElapsed(elapsedSeconds)}
      </p>

      {running && startTime ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <span data-testid="started-at">Started at {formatTime(new Date(startTime))}</span>
          {onEditStart ? (
            <Button variant="ghost" size="sm" className="px-2.5" onClick={onEditStart}>
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit start
            </Button>
          ) : null}
          {onEditLabels ? (
            <Button variant="ghost" size="sm" className="px-2.5" onClick={onEditLabels}>
              <Tag aria-hidden="true" className="size-3.5" />
              {labels && hasAnyLabel(labels) ? 'Edit details' : 'Add details'}
            </Button>
          ) : null}
        </p>
      ) : null}
      {running && labels ? <LabelsLine labels={labels} className="mt-1" /> : null}

      <Button
        variant="quiet"
        className="mt-4 w-full"
        aria-keyshortcuts="S"
        disabled={!running || stopping || !canStop}
        onClick={onStop}
      >
        <Square aria-hidden="true" className="size-4" />
        {stopping ? 'Stopping...' : 'Stop Timer'}
      </Button>
    </div>
  );
}
