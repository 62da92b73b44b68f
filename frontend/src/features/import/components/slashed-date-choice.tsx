// The choice a file with slashed dates none of which tells the order asks for (every date like
// 03/04/2026): month first, Clockify's default, or day first. Native radios in a fieldset, so the
// keyboard and screen readers treat it as one group.
import type { SlashedDateOrder } from '@/features/import/import-request';

const OPTIONS: { order: SlashedDateOrder; label: string }[] = [
  { order: 'month-first', label: 'March 4 (month first)' },
  { order: 'day-first', label: '3 April (day first)' },
];

export function SlashedDateChoice({
  order,
  onChange,
  disabled,
}: {
  order: SlashedDateOrder;
  onChange: (order: SlashedDateOrder) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">Dates like 03/04/2026 are read as:</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        {OPTIONS.map((option) => (
          <label
            key={option.order}
            className="flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border border-line px-3 text-center text-sm font-medium text-ink has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="slashed-dates"
              value={option.order}
              checked={order === option.order}
              onChange={() => onChange(option.order)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className="text-xs text-ink-muted">
        The file does not say which: Clockify writes month first unless the account is set to day first.
      </p>
    </fieldset>
  );
}
