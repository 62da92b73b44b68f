// Reminder settings, behind a bell button beside the timer's settings: reminders by push on this device
// (on or off), each pushed reminder on or off, and quiet hours. The kinds and hours are the person's,
// kept on the server for all their devices; whether this device is subscribed is the device's.
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { SettingsPopover } from '@/components/ui/settings-popover';
import { useReminderSettings, useUpdateReminderSettings } from '@/features/reminders/api/reminder-settings';
import { usePushOnThisDevice } from '@/features/reminders/hooks/use-push-on-this-device';
import {
  FIRST_QUIET_HOURS,
  PUSHED_REMINDERS,
  type Settings,
  withKind,
  withQuietHours,
} from '@/features/reminders/reminder-settings-choices';
import { errorMessageOr } from '@/lib/api-error-message';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SELECT =
  'h-9 rounded-xl border border-line bg-canvas px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

export function ReminderSettings() {
  return (
    <SettingsPopover label="Reminder settings" icon={BellRing} heading="Reminders">
      <PushOnThisDevice />
      <ReminderChoices />
    </SettingsPopover>
  );
}

function PushOnThisDevice() {
  const push = usePushOnThisDevice();
  if (!push.supported) {
    return (
      <p className="mb-3 text-xs text-ink-muted">This browser cannot show Pause’s reminders with the tab closed.</p>
    );
  }
  const refused = push.turn.isSuccess && push.turn.variables && !push.turn.data;
  return (
    <div className="mb-4 flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={push.turn.isPending ? push.turn.variables : push.on}
          disabled={push.turn.isPending}
          onChange={(event) => push.turn.mutate(event.target.checked)}
          className="size-4 accent-accent"
        />
        Remind me on this device, even with Pause closed
      </label>
      <p role="status" className="text-xs text-ink-muted">
        {refused
          ? 'Your browser blocks Pause’s notifications; its site settings can allow them.'
          : 'Signing out here turns it off.'}
      </p>
      {push.turn.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessageOr(push.turn.error, 'Reminders could not be turned on here. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

function ReminderChoices() {
  const fromId = useId();
  const untilId = useId();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  // The choice being saved, set in the click's own event, so the box shows it at once: the mutation's
  // pending state arrives a task later, and until then React put the controlled box back as it was.
  const [saving, setSaving] = useState<Settings>();
  const shown: Settings | undefined = saving ?? settings.data;
  if (!shown) return null;
  const save = (next: Settings) => {
    setSaving(next);
    update.mutate(next, { onSettled: () => setSaving(undefined) });
  };

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1.5" disabled={saving !== undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Remind me of</legend>
        {PUSHED_REMINDERS.map(({ kind, label }) => (
          <label key={kind} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={!shown.off.includes(kind)}
              onChange={(event) => save(withKind(shown, kind, event.target.checked))}
              className="size-4 accent-accent"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5" disabled={saving !== undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Quiet hours</legend>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={shown.quietHours !== null}
            onChange={(event) => save(withQuietHours(shown, event.target.checked ? FIRST_QUIET_HOURS : null))}
            className="size-4 accent-accent"
          />
          No reminders between
        </label>
        {shown.quietHours ? (
          <div className="flex items-center gap-2 text-sm text-ink">
            <label htmlFor={fromId} className="sr-only">
              Quiet from
            </label>
            <select
              id={fromId}
              className={SELECT}
              value={shown.quietHours.fromHour}
              onChange={(event) =>
                save(
                  withQuietHours(shown, {
                    fromHour: Number(event.target.value),
                    untilHour: shown.quietHours!.untilHour,
                  }),
                )
              }
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>{`${hour}:00`}</option>
              ))}
            </select>
            and
            <label htmlFor={untilId} className="sr-only">
              Quiet until
            </label>
            <select
              id={untilId}
              className={SELECT}
              value={shown.quietHours.untilHour}
              onChange={(event) =>
                save(
                  withQuietHours(shown, {
                    fromHour: shown.quietHours!.fromHour,
                    untilHour: Number(event.target.value),
                  }),
                )
              }
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>{`${hour}:00`}</option>
              ))}
            </select>
          </div>
        ) : null}
        <p className="text-xs text-ink-muted">A reminder due in quiet hours is skipped, not saved for later.</p>
      </fieldset>
      {update.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorMessageOr(update.error, 'Your reminder settings could not be saved. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
