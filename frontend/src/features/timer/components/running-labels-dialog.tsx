// "Details" of the running timer: what the session is about (description, project, tags), said while it
// runs; the session saved when it stops keeps them. A refusal shows inside the dialog, which keeps what
// was typed.
import { type FormEvent, useState } from 'react';
import { LabelFields } from '@/components/session-labels/label-fields';
import { DialogFormButtons, FormProblem } from '@/components/ui/dialog-form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { LabelsInUse } from '@/hooks/use-labels-in-use';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { type LabelDraft, draftOf, draftProblem, labelChanges } from '@/lib/session-labels';
import { sessionLabel } from '@/lib/session-type';
import type { ActiveTimer } from '@/features/timer/api/get-active-timer';
import { useLabelRunningTimer } from '@/features/timer/api/label-running-timer';

type RunningLabelsDialogProps = {
  timer: ActiveTimer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person's projects and tags, to offer as they type. */
  labelsInUse: LabelsInUse | undefined;
};

export default function RunningLabelsDialog({ timer, open, onOpenChange, labelsInUse }: RunningLabelsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Session details"
        description={`What is this ${sessionLabel(timer.type).toLowerCase()} session about? Optional; it never changes your balance.`}
      >
        {/* Mounted with the dialog, so each opening starts from the timer's labels as they are. */}
        {open ? <LabelsForm timer={timer} labelsInUse={labelsInUse} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type LabelsFormProps = { timer: ActiveTimer; labelsInUse: LabelsInUse | undefined; onDone: () => void };

function LabelsForm({ timer, labelsInUse, onDone }: LabelsFormProps) {
  const [draft, setDraft] = useState<LabelDraft>(() => draftOf(timer));
  const [problem, setProblem] = useState<string | null>(null);
  const label = useLabelRunningTimer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = draftProblem(draft);
    if (refusal) return setProblem(refusal);
    const changes = labelChanges(timer, draft);
    if (Object.keys(changes).length === 0) return onDone();
    label.mutate(changes, {
      onSuccess: () => {
        onDone();
        toast({ title: 'Details saved', description: 'The session keeps them when you stop it.' });
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) setProblem(errorMessageOr(error, 'The details could not be saved.'));
      },
    });
  };

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
      <LabelFields
        inUse={labelsInUse}
        question="What is it about?"
        draft={draft}
        onChange={(next) => {
          setDraft((current) => ({ ...current, ...next }));
          setProblem(null);
        }}
      />
      <FormProblem problem={problem} />
      <DialogFormButtons onCancel={onDone} saving={label.isPending} saveLabel={'Save details'} />
    </form>
  );
}
