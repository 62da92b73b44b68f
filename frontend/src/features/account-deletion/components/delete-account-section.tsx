// "Delete my account" (issue 16), placed under the export: a copy of your data first, then the way to
// leave Pause with everything forgotten. The question itself loads when first asked: most visits never do.
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

export function DeleteAccountSection({ email }: { email: string | null }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="delete-account-title" className="mt-8 border-t border-line pt-6">
      <h3 id="delete-account-title" className="text-sm font-semibold text-ink">
        Delete my account
      </h3>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">
        <strong className="font-semibold text-ink">Download your data first.</strong> Export as JSON or Export as CSV,
        just above, saves a copy of everything Pause keeps for you. Once your account is deleted, there is nothing left
        to export.
      </p>
      <Button
        ref={opener}
        variant="dangerOutline"
        className="mt-4 w-full sm:w-auto"
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete my account…
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog email={email} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </section>
  );
}
