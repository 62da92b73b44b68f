// "Challenge Sam": which week the two compare (this week or next; a week the two already have a
// challenge for is greyed out), how it is decided, and a button that creates it. Nothing is created
// before that button. It reads and sends nothing itself (the Challenge button does), so its chunk,
// loaded on first opening, stays small and shares nothing with the landing page.
import clsx from 'clsx';
import { Swords } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useToday } from '@/hooks/use-today';
import { addDays, mondayOf, weekStartOf } from '@/lib/dates';
import { CHALLENGE_RULE, weekRangeLabel } from '@/features/challenges/challenge-labels';

type ChallengeWeekDialogProps = {
  friendName: string;
  /** The Mondays of weeks the two already have a challenge for. */
  takenWeeks: ReadonlySet<string>;
  /** Creates the challenge for that week (the caller closes the dialog once it is made). */
  onConfirm: (weekStart: string) => void;
  sending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that asked, which gets the focus back. */
  opener: RefObject<HTMLButtonElement | null>;
};

export default function ChallengeWeekDialog({
  friendName,
  takenWeeks: taken,
  onConfirm,
  sending,
  open,
  onOpenChange,
  opener,
}: ChallengeWeekDialogProps) {
  const today = useToday();
  const ids = useId();

  const thisMonday = mondayOf(today);
  const weeks = [
    { label: 'This week', weekStart: weekStartOf(thisMonday) },
    { label: 'Next week', weekStart: weekStartOf(addDays(thisMonday, 7)) },
  ].map((week) => ({ ...week, taken: taken.has(week.weekStart) }));
  const firstOpen = weeks.find((week) => !week.taken)?.weekStart ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const weekStart = chosen !== null && !taken.has(chosen) ? chosen : firstOpen;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (weekStart === null || sending) return;
    onConfirm(weekStart);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={`Challenge ${friendName}`}
        description={CHALLENGE_RULE}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form onSubmit={submit} className="mt-5 flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">Which week?</legend>
            {weeks.map((week) => {
              const id = `${ids}-${week.weekStart}`;
              return (
                <label
                  key={week.weekStart}
                  htmlFor={id}
                  className={clsx(
                    'flex min-h-11 items-center gap-3 rounded-2xl border border-line bg-canvas/70 px-4 py-3',
                    week.taken ? 'cursor-not-allowed opacity-50' : 'cursor-pointer has-checked:border-accent',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={`${ids}-week`}
                    value={week.weekStart}
                    disabled={week.taken}
                    checked={weekStart === week.weekStart}
                    onChange={() => setChosen(week.weekStart)}
                    className="size-4 accent-accent"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-ink">{week.label}</span>
                    <span className="text-sm text-ink-muted">
                      {weekRangeLabel(week.weekStart)}
                      {week.taken ? ' · Already challenged' : ''}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {weekStart === null ? (
            <p className="text-sm text-ink-muted">You two already have a challenge for both weeks.</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={weekStart === null || sending}>
              <Swords aria-hidden="true" className="size-4" />
              Send challenge
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
