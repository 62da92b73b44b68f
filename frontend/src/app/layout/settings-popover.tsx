// The header's Settings: the person's preferences (for now, the forgotten-timer limit).
import { Settings } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Popover } from '../../components/ui/popover';
import { ForgottenTimerLimitField } from '../../features/timer/components/forgotten-timer-limit-field';

export function SettingsPopover() {
  return (
    <Popover
      label="Settings"
      trigger={
        <Button variant="ghost" size="sm" className="px-2.5" aria-label="Settings">
          <Settings aria-hidden="true" className="size-4" />
        </Button>
      }
    >
      <h2 className="mb-3 text-sm font-semibold text-ink">Settings</h2>
      <ForgottenTimerLimitField />
    </Popover>
  );
}
