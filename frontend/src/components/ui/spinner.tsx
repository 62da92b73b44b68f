// A calm loading indicator that screen readers announce.
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-10 text-accent motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
