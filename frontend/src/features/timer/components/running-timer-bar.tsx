// The running timer kept in reach on a phone: a slim bar along the bottom of the screen, shown only
// while a session runs and the timer's card has been scrolled out of sight, with the elapsed time and
// a Stop button (docs/decisions.md). From 768 px up the card is never far, and the bar is not shown.
import { Square } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { sessionLabel, type SessionType } from '@/lib/session-type';
import { formatElapsed } from '@/features/timer/elapsed';

/** The bar's height, which the page and the toasts keep clear of while it shows. */
const BAR_HEIGHT = '4.5rem';

type RunningTimerBarProps = {
  type: SessionType;
  elapsedSeconds: number;
  stopping: boolean;
  /** False while a refused press waits for the person: Stop is not offered. */
  canStop?: boolean;
  onStop: () => void;
};

export function RunningTimerBar({ type, elapsedSeconds, stopping, canStop = true, onStop }: RunningTimerBarProps) {
  // The dashboard's last lines and the toasts rise above the bar (index.css reads the variable).
  useEffect(() => {
    document.documentElement.style.setProperty('--timer-bar-height', BAR_HEIGHT);
    return () => {
      document.documentElement.style.removeProperty('--timer-bar-height');
    };
  }, []);

  return (
    <div
      role="group"
      aria-label="Running timer"
      data-testid="running-timer-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px] shadow-ink/5 backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-ink">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-sage motion-safe:animate-pulse" />
          {sessionLabel(type)}
          <span className="font-mono text-lg tabular-nums">{formatElapsed(elapsedSeconds)}</span>
        </p>
        <Button variant="quiet" size="sm" disabled={stopping || !canStop} onClick={onStop}>
          <Square aria-hidden="true" className="size-4" />
          {stopping ? 'Stopping...' : 'Stop'}
        </Button>
      </div>
    </div>
  );
}
