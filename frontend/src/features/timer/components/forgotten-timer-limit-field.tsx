// The person's forgotten-timer limit: after how many hours a running timer asks "Still working?".
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS, FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { useId } from 'react';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import { useUser } from '@/lib/auth/get-user';
import { useUpdateForgottenTimerLimit } from '@/lib/auth/update-forgotten-timer-limit';

const { fewest, most } = FORGOTTEN_TIMER_LIMIT_HOURS;
const HOURS = Array.from({ length: most - fewest + 1 }, (_, index) => fewest + index);

export function ForgottenTimerLimitField() {
  const id = useId();
  const user = useUser();
  const update = useUpdateForgottenTimerLimit();
  const saved = user.data?.forgottenTimerLimitHours ?? DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS;
  const shown = update.isPending ? update.variables : saved;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Ask “Still working?” after
      </label>
      <select
        id={id}
        value={shown}
        disabled={update.isPending}
        onChange={(event) => update.mutate(Number(event.target.value))}
        className="h-10 rounded-xl border border-line bg-canvas px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      >
        {HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {hours === 1 ? '1 hour' : `${hours} hours`}
          </option>
        ))}
      </select>
      <p role="status" className="text-xs text-ink-muted">
        {update.isSuccess ? 'Saved.' : 'A timer left running longer asks whether you are still at it.'}
      </p>
      {update.isError && !isUnauthorizedError(update.error) ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessageOr(update.error, 'Your limit could not be saved. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
