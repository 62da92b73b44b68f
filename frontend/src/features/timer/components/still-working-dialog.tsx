// "Still working?": a timer left running past the person's limit asks to be kept, stopped at a time
// the person picks (offered: when they last used Pause on this device), or discarded.
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/dialog-form-end';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatWeekdayAndTime } from '@/lib/date-format';
import { errorMessageOr } from '@/lib/api-error-message';
import { sessionLabel } from '@/lib/session-type';
import type { ActiveTimer } from '@/features/timer/api/get-active-timer';
import { useConfirmTimer } from '@/features/timer/api/confirm-timer';
import { useDiscardTimer } from '@/features/timer/api/discard-timer';
import { useStopTimerAt } from '@/features/timer/api/stop-timer';
import { readLastUse } from '@/features/timer/last-use';
import { localInputValue } from '@/features/timer/local-moment-input';
import { suggestedEndMs } from '@/features/timer/suggested-end';
import { ForgottenTimerLimitField } from './forgotten-timer-limit-field';

type StillWorkingDialogProps = {
  timer: ActiveTimer;
  limitHours: number;
  open: boolean;
  /** Closed without an answer ("Ask me later", Escape): not asked again on this visit. */
  onLater: () => void;
};

export default function StillWorkingDialog({ timer, limitHours, open, onLater }: StillWorkingDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onLater())}>
      <AlertDialogContent
        title="Still working?"
        description={`Your ${sessionLabel(timer.type).toLowerCase()} timer has been running since ${formatWeekdayAndTime(new Date(timer.startTime))}. Keep it, stop it when you really finished, or discard it.`}
      >
        {open ? <Answers timer={timer} limitHours={limitHours} /> : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Answers({ timer, limitHours }: Pick<StillWorkingDialogProps, 'timer' | 'limitHours'>) {
  // Read once, when the question appears: the presses that answer it must not move it.
  const [suggested] = useState(() => suggestedEndMs(timer, readLastUse(), limitHours, Date.now()));
  const [endValue, setEndValue] = useState(() => localInputValue(suggested));
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useConfirmTimer();
  const stop = useStopTimerAt();
  const discard = useDiscardTimer();
  const busy = keep.isPending || stop.isPending || discard.isPending;

  const refused = (fallback: string) => (error: unknown) => {
    if (!isUnauthorizedError(error)) setProblem(errorMessageOr(error, fallback));
  };

  const stopAt = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // Untouched, the suggestion keeps its seconds (a minute's rounding could fall before the start).
    const endMs = endValue === localInputValue(suggested) ? suggested : new Date(endValue).getTime();
    if (!Number.isFinite(endMs)) return setProblem('Choose when the session ended.');
    // mutateAsync, not mutate's callbacks: the answer closes this dialog (the poll sees the timer
    // stopped), and callbacks given to mutate are dropped once their component has gone.
    stop
      .mutateAsync(new Date(endMs).toISOString())
      .then(
        () => toast({ title: 'Session Complete', description: 'Saved with the end you chose.' }),
        refused('The timer could not be stopped. Please try again.'),
      );
  };

  return (
    <div className="mt-5 flex flex-col gap-4">
      <Button
        disabled={busy}
        onClick={() => {
          setProblem(null);
          // As for stopAt: the answer closes this dialog before mutate's callbacks would run.
          keep
            .mutateAsync()
            .then(
              () => toast({ title: 'Still running', description: 'Enjoy the rest of your session.' }),
              refused('The timer could not be kept. Please try again.'),
            );
        }}
      >
        Keep it running
      </Button>

      <form onSubmit={stopAt} className="flex flex-col gap-2 rounded-2xl border border-line bg-canvas/70 p-4">
        <label className="text-sm font-medium text-ink">
          It ended at
          <input
            type="datetime-local"
            required
            value={endValue}
            min={localInputValue(Date.parse(timer.startTime))}
            onChange={(event) => setEndValue(event.target.value)}
            className="mt-1 h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
          />
        </label>
        <p className="text-xs text-ink-muted">Offered: when you last used Pause on this device.</p>
        <Button type="submit" variant="quiet" disabled={busy}>
          Stop it at {endValue.slice(11) || '…'}
        </Button>
      </form>

      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          setProblem(null);
          discard
            .mutateAsync()
            .then(
              () => toast({ title: 'Timer discarded', description: 'Nothing was saved.' }),
              refused('The timer could not be discarded. Please try again.'),
            );
        }}
      >
        Discard it
      </Button>

      <FormProblem problem={problem} />

      <details className="text-sm text-ink-muted">
        <summary className="cursor-pointer">
          When does Pause ask? After {limitHours === 1 ? '1 hour' : `${limitHours} hours`}
        </summary>
        <div className="mt-3">
          <ForgottenTimerLimitField />
        </div>
      </details>

      <AlertDialogCancel asChild>
        <Button variant="ghost" size="sm" className="self-center">
          Ask me later
        </Button>
      </AlertDialogCancel>
    </div>
  );
}
