// The product name with its little pause symbol.
import clsx from 'clsx';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-display text-xl font-semibold text-ink', className)}>
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center gap-1 rounded-xl bg-accent">
        <span className="h-3.5 w-1 rounded-full bg-accent-soft" />
        <span className="h-3.5 w-1 rounded-full bg-accent-soft" />
      </span>
      Pause
    </span>
  );
}
