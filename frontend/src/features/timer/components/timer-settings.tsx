// The timer's settings, behind a small button beside "Track Your Time": for now, after how many
// hours a running timer asks "Still working?".
import { Settings } from 'lucide-react';
import { SettingsPopover } from '@/components/ui/settings-popover';
import { ForgottenTimerLimitField } from './forgotten-timer-limit-field';

export function TimerSettings() {
  return (
    <SettingsPopover label="Timer settings" icon={Settings} heading="Timer settings">
      <ForgottenTimerLimitField />
    </SettingsPopover>
  );
}
