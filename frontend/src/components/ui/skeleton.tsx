// A soft placeholder block that breathes while content is on its way.
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={clsx('rounded-full bg-line/70 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
