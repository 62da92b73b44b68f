// The end every dialog's form shares: what stands in the way of saving, said in a sentence (read out
// when it shows), then Cancel and the form's own Save, side by side from a small screen up.
import { Button } from '@/components/ui/button';

export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
      {problem}
    </p>
  ) : null;
}

type DialogFormButtonsProps = {
  onCancel: () => void;
  saving: boolean;
  /** What the submit button says: "Save start", "Add session". */
  saveLabel: string;
};

export function DialogFormButtons({ onCancel, saving, saveLabel }: DialogFormButtonsProps) {
  return (
    <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </div>
  );
}
