// The timer's settings, behind a small button beside "Track Your Time": for now, after how many
// hours a running timer asks "Still working?".
import { Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { ForgottenTimerLimitField } from './forgotten-timer-limit-field';

export function TimerSettings() {
  return (
    <Popover
      label="Timer settings"
      trigger={
        <Button variant="ghost" size="sm" className="px-2.5" aria-label="Timer settings">
          <Settings aria-hidden="true" className="size-4" />
        </Button>
      }
    >
      <h3 className="mb-3 text-sm font-semibold text-ink">Timer settings</h3>
      <ForgottenTimerLimitField />
    </Popover>
  );
}
