// The add/edit form in a dialog: type, date, start and end in local time, and what the session was about
// (description, project, tags). A refusal (the end before the start, an overlap the server names, a
// label too long) shows beside the form, which keeps what was typed.
import { type FormEvent, useState } from 'react';
import { LabelFields } from '@/components/session-labels/label-fields';
import { DialogFormButtons, FormProblem } from '@/components/ui/dialog-form-end';
import { TEXT_INPUT } from '@/components/ui/form-styles';
import type { LabelsInUse } from '@/hooks/use-labels-in-use';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { type SessionType, sessionLabel } from '@/lib/session-type';
import { EMPTY_DRAFT, type LabelDraft, draftOf, draftProblem, labelChanges, labelsOf } from '@/lib/session-labels';
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
  /** The person's projects and tags, to offer as they type. */
  labelsInUse: LabelsInUse | undefined;
};

export default function SessionDialog({ saved, open, onOpenChange, labelsInUse }: SessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={saved ? 'Edit session' : 'Add a session'}
        description={
          saved
            ? 'Change its type, its times or what it was about.'
            : 'Log time you did not time, like this morning’s commute.'
        }
      >
        {/* Mounted with the dialog, so each opening starts from the session's own values. */}
        {open ? <SessionForm saved={saved} labelsInUse={labelsInUse} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type SessionFormProps = { saved?: SavedSession; labelsInUse: LabelsInUse | undefined; onDone: () => void };

function SessionForm({ saved, labelsInUse, onDone }: SessionFormProps) {
  const [type, setType] = useState<SessionType>(saved?.type ?? 'work');
  const [fields, setFields] = useState<SessionFields>(() => (saved ? fieldsOf(saved) : fieldsForNew(new Date())));
  const [draft, setDraft] = useState<LabelDraft>(() => (saved ? draftOf(saved) : EMPTY_DRAFT));
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddSession();
  const correct = useCorrectSession();
  const saving = add.isPending || correct.isPending;

  const change = (next: Partial<SessionFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setProblem(null); // A sentence about the old times would mislead once they change.
  };

  const changeLabels = (next: Partial<LabelDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const refused = (error: unknown) => {
    if (!isUnauthorizedError(error))
      setProblem(errorMessageOr(error, 'The session could not be saved. Please try again.'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const labelsProblem = draftProblem(draft);
    if (labelsProblem) return setProblem(labelsProblem);
    if (saved) {
      const times = correctionOf(saved, fields, type);
      if ('problem' in times) return setProblem(times.problem);
      correct.mutate(
        { id: saved.id, changes: { ...times, ...labelChanges(saved, draft) } },
        { onSuccess: () => (onDone(), toast({ title: 'Session updated' })), onError: refused },
      );
    } else {
      const span = spanOf(fields);
      if ('problem' in span) return setProblem(span.problem);
      const { description, project, tags } = labelsOf(draft);
      add.mutate(
        {
          type,
          ...span,
          ...(description && { description }),
          ...(project && { project }),
          ...(tags.length && { tags }),
        },
        { onSuccess: () => (onDone(), toast({ title: 'Session added' })), onError: refused },
      );
    }
  };

  const inputClass = TEXT_INPUT;

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

      <LabelFields draft={draft} onChange={changeLabels} inUse={labelsInUse} />

      <FormProblem problem={problem} />

      <DialogFormButtons onCancel={onDone} saving={saving} saveLabel={saved ? 'Save changes' : 'Add session'} />
    </form>
  );
}
