// The rounded surface every dashboard section sits on.
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={clsx('rounded-3xl border border-line bg-surface p-5 shadow-sm shadow-ink/5 sm:p-7', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={clsx('font-display text-xl font-semibold text-ink', className)} {...props} />;
}
