// Settings behind a small icon button (the timer's, the reminders'): the button named by `label`, and
// a panel of that name with its heading above what it holds.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Popover } from './popover';

type SettingsPopoverProps = {
  /** Names the button and the panel for assistive technology. */
  label: string;
  icon: LucideIcon;
  heading: string;
  children: ReactNode;
};

export function SettingsPopover({ label, icon: Icon, heading, children }: SettingsPopoverProps) {
  return (
    <Popover
      label={label}
      trigger={
        <Button variant="ghost" size="sm" className="px-2.5" aria-label={label}>
          <Icon aria-hidden="true" className="size-4" />
        </Button>
      }
    >
      <h3 className="mb-3 text-sm font-semibold text-ink">{heading}</h3>
      {children}
    </Popover>
  );
}
