// A small rounded label for a state: primary stands out, secondary stays quiet.
import clsx from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeVariant = 'primary' | 'secondary';

const variants: Record<BadgeVariant, string> = {
  primary: 'bg-accent text-white',
  secondary: 'bg-line/70 text-ink-muted',
};

type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'primary', className, ...props }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
