// "Delete your account?": what deleting means, then the person types their email (or "delete my
// account" when Pause has none) before the button that deletes it works. A refusal from the server
// shows under the field and the question stays; while the deletion runs nothing can close it.
import { LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/dialog';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { useDeleteAccount } from '@/features/account-deletion/api/delete-account';
import { confirmationWanted, isConfirmed } from '@/features/account-deletion/confirmation';

type DeleteAccountDialogProps = {
  email: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that asked, which gets the focus back (Radix returns it only to its own Trigger). */
  opener: RefObject<HTMLButtonElement | null>;
};

const consequences = [
  'Your sessions, reflections, badges, friends and challenges are deleted for good.',
  'You are signed out on every device.',
  'Friends no longer see you, in their list or on the leaderboard.',
  'Challenges already settled keep their result, with you shown as “a former member”.',
];

export default function DeleteAccountDialog({ email, open, onOpenChange, opener }: DeleteAccountDialogProps) {
  const deletion = useDeleteAccount();
  const field = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    // Once the request has left, closing would not stop it: the dialog waits for the answer.
    if (deletion.isPending) return;
    if (!next) deletion.reset();
    onOpenChange(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent
        title="Delete your account?"
        description="Everything Pause keeps for you will be deleted. This cannot be undone."
        // The field first: nothing can be deleted before it is filled, and Cancel is one Tab away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <ul className="mt-4 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted marker:text-danger">
          {consequences.map((consequence) => (
            <li key={consequence}>{consequence}</li>
          ))}
        </ul>
        {/* Mounted with the dialog, so each opening starts with an empty field. */}
        {open ? (
          <ConfirmationForm email={email} field={field} deletion={deletion} onDeleted={() => onOpenChange(false)} />
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ConfirmationFormProps = {
  email: string | null;
  field: RefObject<HTMLInputElement | null>;
  deletion: ReturnType<typeof useDeleteAccount>;
  onDeleted: () => void;
};

function ConfirmationForm({ email, field, deletion, onDeleted }: ConfirmationFormProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const wanted = confirmationWanted(email);
  const confirmed = isConfirmed(typed, wanted);
  const deleting = deletion.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setProblem(null);
    deletion.mutate(typed.trim(), {
      onSuccess: onDeleted,
      onError: (error) => {
        // A 401 gets the app's own "logged out" notice and sign-in (lib/query-client).
        if (!isUnauthorizedError(error))
          setProblem(errorMessageOr(error, 'Your account could not be deleted. Please try again.'));
      },
    });
  };

  const problemId = `${ids}-problem`;
  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
      {email ? (
        <p className="text-sm text-ink-muted">
          Your account: <span className="font-semibold wrap-anywhere text-ink">{email}</span>
        </p>
      ) : null}

      <div>
        <label htmlFor={`${ids}-confirmation`} className="text-sm font-medium text-ink">
          {email ? 'Type your email to confirm' : 'Type “delete my account” to confirm'}
        </label>
        <input
          ref={field}
          id={`${ids}-confirmation`}
          type="text"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null); // A refusal of the old text would mislead once it changes.
          }}
          readOnly={deleting}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          inputMode={email ? 'email' : 'text'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="mt-1 h-11 w-full rounded-xl border border-line bg-canvas px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-invalid:border-danger"
        />
        {problem ? (
          <p
            id={problemId}
            role="alert"
            className="mt-2 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
          >
            {problem}
          </p>
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {deleting ? 'Deleting your account...' : ''}
      </p>

      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialogCancel asChild>
          <Button variant="outline" disabled={deleting}>
            Cancel
          </Button>
        </AlertDialogCancel>
        <Button type="submit" variant="danger" disabled={!confirmed || deleting}>
          {deleting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {deleting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
