// An on/off switch for one limit: a button with the switch role, its state said by aria-checked and
// drawn as a track and a thumb in the theme's tokens.
import clsx from 'clsx';

type LimitSwitchProps = {
  id: string;
  on: boolean;
  labelledBy: string;
  disabled?: boolean;
  onChange: (on: boolean) => void;
};

export function LimitSwitch({ id, on, labelledBy, disabled, onChange }: LimitSwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={() => onChange(!on)}
      className={clsx(
        'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50',
        on ? 'border-accent bg-accent' : 'border-line bg-line/60',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-4 rounded-full bg-surface shadow-sm transition-transform',
          on ? 'translate-x-5' : 'translate-x-1',
        )}
      />
    </button>
  );
}
