// The small states every dashboard widget shares: still loading, or could not load.
import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from './button';

export function LoadingNote({ children }: { children: string }) {
  return (
    <p role="status" className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

type LoadErrorNoteProps = {
  /** What could not be loaded, e.g. "your balance". */
  what: string;
  onRetry: () => void;
};

export function LoadErrorNote({ what, onRetry }: LoadErrorNoteProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl bg-canvas p-4 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        We couldn't load {what} just now.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
