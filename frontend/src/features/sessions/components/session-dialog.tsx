// The add/edit form in a dialog: type, date, start and end in local time. A refusal (the end before
// the start, an overlap the server names) shows beside the form, which keeps what was typed.
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { type SessionType, sessionLabel } from '@/lib/session-type';
import { useAddSession } from '@/features/sessions/api/add-session';
import { useCorrectSession } from '@/features/sessions/api/correct-session';
import type { SavedSession } from '@/features/sessions/api/get-week-sessions';
import { correctionOf, fieldsForNew, fieldsOf, type SessionFields, spanOf } from '@/features/sessions/session-times';

const TYPES: SessionType[] = ['work', 'commute'];

type SessionDialogProps = {
  /** The session to change; a new one is added when left out. */
  saved?: SavedSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export default function SessionDialog({ saved, open, onOpenChange }: SessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={saved ? 'Edit session' : 'Add a session'}
        description={
          saved ? 'Change its type or its times.' : 'Log time you did not time, like this morning’s commute.'
        }
      >
        {/* Mounted with the dialog, so each opening starts from the session's own values. */}
        {open ? <SessionForm saved={saved} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionForm({ saved, onDone }: { saved?: SavedSession; onDone: () => void }) {
  const [type, setType] = useState<SessionType>(saved?.type ?? 'work');
  const [fields, setFields] = useState<SessionFields>(() => (saved ? fieldsOf(saved) : fieldsForNew(new Date())));
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddSession();
  const correct = useCorrectSession();
  const saving = add.isPending || correct.isPending;

  const change = (next: Partial<SessionFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setProblem(null); // A sentence about the old times would mislead once they change.
  };

  const refused = (error: unknown) => {
    if (!isUnauthorizedError(error))
      setProblem(errorMessageOr(error, 'The session could not be saved. Please try again.'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (saved) {
      const changes = correctionOf(saved, fields, type);
      if ('problem' in changes) return setProblem(changes.problem);
      correct.mutate(
        { id: saved.id, changes },
        { onSuccess: () => (onDone(), toast({ title: 'Session updated' })), onError: refused },
      );
    } else {
      const span = spanOf(fields);
      if ('problem' in span) return setProblem(span.problem);
      add.mutate(
        { type, ...span },
        { onSuccess: () => (onDone(), toast({ title: 'Session added' })), onError: refused },
      );
    }
  };

  const inputClass =
    'mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Type</legend>
        <div className="mt-1 flex gap-2">
          {TYPES.map((option) => (
            <label
              key={option}
              className="flex h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border border-line text-sm font-medium text-ink has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name="session-type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="sr-only"
              />
              {sessionLabel(option)}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="text-sm font-medium text-ink">
        Date
        <input
          type="date"
          required
          className={inputClass}
          value={fields.date}
          onChange={(event) => change({ date: event.target.value })}
        />
      </label>

      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-medium text-ink">
          Start
          <input
            type="time"
            required
            className={inputClass}
            value={fields.start}
            onChange={(event) => change({ start: event.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          End
          <input
            type="time"
            required
            className={inputClass}
            value={fields.end}
            onChange={(event) => change({ end: event.target.value })}
          />
        </label>
      </div>

      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={fields.endsNextDay}
          onChange={(event) => change({ endsNextDay: event.target.checked })}
        />
        Ends the next day (after midnight)
      </label>

      {problem ? (
        <p role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}

      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : saved ? 'Save changes' : 'Add session'}
        </Button>
      </div>
    </form>
  );
}
