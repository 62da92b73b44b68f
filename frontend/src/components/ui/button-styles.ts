// Shared look for anything that should read as a button, including links
// that navigate the browser (sign in, sign out).
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-strong',
  secondary: 'bg-sage text-white shadow-sm hover:bg-sage-strong',
  quiet: 'bg-ink text-canvas shadow-sm hover:bg-ink/85',
  outline: 'border border-line bg-surface text-ink hover:border-accent/40 hover:bg-accent-soft',
  ghost: 'text-ink hover:bg-accent-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
};

export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(base, variants[variant], sizes[size], className);
}
