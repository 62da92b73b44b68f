// "I started 20 minutes late": the running timer's start, changed in a dialog. The picker keeps to the
// bounds the page knows (features/timer/running-start.ts); a refusal from the server (a start before
// the previous session ended) shows inside the dialog, which keeps what was picked.
import { type FormEvent, useState } from 'react';
import { DialogFormButtons, FormProblem } from '@/components/ui/dialog-form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { formatTime } from '@/lib/date-format';
import { sessionLabel } from '@/lib/session-type';
import type { ActiveTimer } from '@/features/timer/api/get-active-timer';
import { useMoveTimerStart } from '@/features/timer/api/move-timer-start';
import { localInputValue, momentOfInput } from '@/features/timer/local-moment-input';
import { startPickerRange, startProblem } from '@/features/timer/running-start';

type EditStartDialogProps = {
  timer: ActiveTimer;
  limitHours: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export default function EditStartDialog({ timer, limitHours, open, onOpenChange }: EditStartDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit start"
        description={`When did this ${sessionLabel(timer.type).toLowerCase()} session really begin? The timer counts from there.`}
      >
        {/* Mounted with the dialog, so each opening starts from the timer's start as it is. */}
        {open ? <StartForm timer={timer} limitHours={limitHours} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StartForm({ timer, limitHours, onDone }: { timer: ActiveTimer; limitHours: number; onDone: () => void }) {
  // Read once, when the dialog opens: the picker's bounds must not move while the person picks.
  const [openedAt] = useState(() => Date.now());
  const [startValue, setStartValue] = useState(() => localInputValue(Date.parse(timer.startTime)));
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveTimerStart();
  const range = startPickerRange(openedAt, limitHours);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // Untouched, the start stays as it is, to the second.
    if (startValue === localInputValue(Date.parse(timer.startTime))) return onDone();
    const startMs = momentOfInput(startValue);
    const refusal = startProblem(startMs, Date.now(), limitHours);
    if (refusal) return setProblem(refusal);
    move.mutate(new Date(startMs).toISOString(), {
      onSuccess: (moved) => {
        onDone();
        toast({
          title: 'Start updated',
          description: `Your session now counts from ${formatTime(new Date(moved.startTime))}.`,
        });
      },
      onError: (error) => {
        if (!isUnauthorizedError(error))
          setProblem(errorMessageOr(error, 'The start could not be changed. Please try again.'));
      },
    });
  };

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
      <label className="text-sm font-medium text-ink">
        It started at
        <input
          type="datetime-local"
          required
          value={startValue}
          min={range.min}
          max={range.max}
          onChange={(event) => {
            setStartValue(event.target.value);
            setProblem(null); // A sentence about the old start would mislead once it changes.
          }}
          className="mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
        />
      </label>
      <p className="text-xs text-ink-muted">
        Any time up to now, after your previous session ended, and at most{' '}
        {limitHours === 1 ? '1 hour' : `${limitHours} hours`} ago (your &ldquo;Still working?&rdquo; limit).
      </p>

      <FormProblem problem={problem} />

      <DialogFormButtons onCancel={onDone} saving={move.isPending} saveLabel={'Save start'} />
    </form>
  );
}
