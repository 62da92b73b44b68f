// Shared look for anything that should read as a button, including links
// that navigate the browser (sign in, sign out).
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'outline' | 'ghost' | 'danger' | 'dangerOutline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  // In the dark theme the strong tones are light (text on dark), so a hover darkens instead.
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-strong dark:hover:bg-accent/80',
  secondary: 'bg-sage text-white shadow-sm hover:bg-sage-strong dark:hover:bg-sage/80',
  quiet: 'bg-ink text-canvas shadow-sm hover:bg-ink/85',
  outline: 'border border-line bg-surface text-ink hover:border-accent/40 hover:bg-accent-soft',
  ghost: 'text-ink hover:bg-accent-soft',
  // What cannot be undone (deleting the account). text-surface on bg-danger meets AA in both themes.
  danger: 'bg-danger text-surface shadow-sm hover:bg-danger/85',
  dangerOutline: 'border border-danger/50 bg-surface text-danger hover:bg-danger-soft',
};

const sizes: Record<ButtonSize, string> = {
  // 44 px tall for a finger; a mouse on a wider screen gets the compact 36 px.
  sm: 'h-11 px-4 text-sm sm:pointer-fine:h-9',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
  /** A square for an icon alone (its name in aria-label). */
  icon: 'size-11 shrink-0 sm:pointer-fine:size-9',
};

export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(base, variants[variant], sizes[size], className);
}
