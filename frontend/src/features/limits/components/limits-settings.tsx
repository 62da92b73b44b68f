// "Your limits", behind a small button in Week at a Glance's header and in the Insights tab: each
// personal limit on or off with its value (the suggested one until the person chooses), checked by
// the rule's own refusal before it is sent, and saved with PUT /api/limits.
import { LIMIT_RANGES } from '@pause/rules/personal-limits';
import { Gauge } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SettingsPopover } from '@/components/ui/settings-popover';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { usePersonalLimits, useUpdatePersonalLimits, type PersonalLimits } from '@/features/limits/api/personal-limits';
import { limitsForm, limitsFromForm, type LimitName, type LimitsForm } from '@/features/limits/limits-form';
import { hourOfDay } from '@/features/limits/progress-lines';
import { LimitSwitch } from './limit-switch';

export function LimitsSettings() {
  return (
    <SettingsPopover label="Your limits" icon={Gauge} heading="Your limits">
      <LimitsSettingsContent />
    </SettingsPopover>
  );
}

function LimitsSettingsContent() {
  const limits = usePersonalLimits();
  if (limits.isPending) return <p className="text-sm text-ink-muted">Loading your limits...</p>;
  if (limits.isError && !isUnauthorizedError(limits.error)) {
    return (
      <p role="alert" className="text-sm text-danger">
        Your limits could not be loaded. Please try again.
      </p>
    );
  }
  return limits.data ? <LimitsFormFields saved={limits.data} /> : null;
}

const INPUT =
  'h-9 w-28 rounded-xl border border-line bg-canvas px-2 text-right text-sm text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:opacity-50';

const range = ({ fewest, most }: { fewest: number; most: number }) =>
  Array.from({ length: most - fewest + 1 }, (_, index) => fewest + index);

function LimitsFormFields({ saved }: { saved: PersonalLimits }) {
  const [form, setForm] = useState<LimitsForm>(() => limitsForm(saved));
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdatePersonalLimits();

  const change = (name: LimitName, next: Partial<LimitsForm[LimitName]>) => {
    setForm((current) => ({ ...current, [name]: { ...current[name], ...next } }));
    setRefusal(null);
    update.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { limits, refusal: why } = limitsFromForm(form);
    setRefusal(why);
    if (!why) update.mutate(limits);
  };
  const field = (name: LimitName) => ({
    state: form[name],
    onChange: (next: Partial<LimitsForm[LimitName]>) => change(name, next),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-xs text-ink-muted">Pause tells you, once and kindly, when a week goes past one.</p>
      <LimitRow label="Work a week, at most" unit="hours" valueName="hours" {...field('weeklyWorkHours')}>
        {(props) => <input {...props} type="number" inputMode="decimal" step={0.5} className={INPUT} />}
      </LimitRow>
      <LimitRow label="Commute a day, at most" unit="minutes" valueName="minutes" {...field('dailyCommuteMinutes')}>
        {(props) => <input {...props} type="number" inputMode="numeric" step={1} className={INPUT} />}
      </LimitRow>
      <LimitRow label="No weekday work after" valueName="hour" {...field('latestWorkHour')}>
        {(props) => (
          <select {...props} className={INPUT}>
            {range(LIMIT_RANGES.latestWorkHour).map((hour) => (
              <option key={hour} value={hour}>
                {hourOfDay(hour)}
              </option>
            ))}
          </select>
        )}
      </LimitRow>
      <LimitRow label="Days off a week" unit="days" valueName="days" {...field('daysOff')}>
        {(props) => (
          <select {...props} className={INPUT}>
            {range(LIMIT_RANGES.daysOff).map((days) => (
              <option key={days} value={days}>
                {days}
              </option>
            ))}
          </select>
        )}
      </LimitRow>
      {refusal ? (
        <p role="alert" className="text-xs text-danger">
          {refusal}
        </p>
      ) : null}
      {update.isError && !isUnauthorizedError(update.error) ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessageOr(update.error, 'Your limits could not be saved. Please try again.')}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-xs text-ink-muted">
          {update.isSuccess ? 'Saved.' : ''}
        </p>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save limits'}
        </Button>
      </div>
    </form>
  );
}

type ValueProps = {
  id: string;
  value: string;
  disabled: boolean;
  'aria-label': string;
  onChange: (event: { target: { value: string } }) => void;
};

type LimitRowProps = {
  label: string;
  unit?: string;
  /** Names the value's field apart from the switch: 'Days off a week (days)'. */
  valueName: string;
  state: LimitsForm[LimitName];
  onChange: (next: Partial<LimitsForm[LimitName]>) => void;
  children: (props: ValueProps) => ReactNode;
};

function LimitRow({ label, unit, valueName, state, onChange, children }: LimitRowProps) {
  const switchId = useId();
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <LimitSwitch id={switchId} on={state.on} labelledBy={labelId} onChange={(on) => onChange({ on })} />
        <label id={labelId} htmlFor={switchId} className="min-w-0 flex-1 text-sm text-ink">
          {label}
        </label>
      </div>
      {/* Under its switch's label, so a long label or a 24-hour clock never squeezes the value at 320 px. */}
      <div className="flex items-center gap-2 pl-13">
        {children({
          id: valueId,
          value: state.value,
          disabled: !state.on,
          'aria-label': `${label} (${valueName})`,
          onChange: (event) => onChange({ value: event.target.value }),
        })}
        {unit ? <span className="text-xs text-ink-muted">{unit}</span> : null}
      </div>
    </div>
  );
}
