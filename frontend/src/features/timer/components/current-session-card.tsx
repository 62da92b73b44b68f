// What is running right now, how long it has run, and the way to stop it.
import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { sessionLabel, type SessionType } from '@/lib/session-type';
import { formatElapsed } from '@/features/timer/elapsed';

type CurrentSessionCardProps = {
  type: SessionType | null;
  elapsedSeconds: number;
  stopping: boolean;
  onStop: () => void;
};

export function CurrentSessionCard({ type, elapsedSeconds, stopping, onStop }: CurrentSessionCardProps) {
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

      <Button
        variant="quiet"
        className="mt-4 w-full"
        aria-keyshortcuts="S"
        disabled={!running || stopping}
        onClick={onStop}
      >
        <Square aria-hidden="true" className="size-4" />
        {stopping ? 'Stopping...' : 'Stop Timer'}
      </Button>
    </div>
  );
}
