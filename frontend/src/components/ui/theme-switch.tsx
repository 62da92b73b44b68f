// The header's theme switch: a sun or a moon (the spec's icons, §9) opening a menu of Light, Dark and
// System. Radix's menu brings the roles, arrow keys, focus return and Escape.
import * as Menu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { chooseTheme, useTheme, type ThemeChoice } from '../../lib/theme';
import { buttonStyles } from './button-styles';

const choices = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
] as const satisfies readonly { value: ThemeChoice; label: string; Icon: typeof Sun }[];

const choiceLabel = (choice: ThemeChoice) => choices.find(({ value }) => value === choice)?.label ?? 'System';

export function ThemeSwitch() {
  const { choice, theme } = useTheme();
  const ShownIcon = theme === 'dark' ? Moon : Sun;
  const name = `Theme: ${choiceLabel(choice)}${choice === 'system' ? ` (${theme})` : ''}`;

  return (
    // Not modal: Radix's modal menu locks scrolling with a <style> element, which the content security
    // policy refuses (style-src has no 'unsafe-inline'); the menu still closes on Escape or outside.
    <Menu.Root modal={false}>
      <Menu.Trigger aria-label={name} title={name} className={buttonStyles('ghost', 'icon')}>
        <ShownIcon aria-hidden="true" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-2xl border border-line bg-surface p-1 text-sm text-ink shadow-lg shadow-ink/10"
        >
          <Menu.RadioGroup value={choice} onValueChange={(value) => chooseTheme(value as ThemeChoice)}>
            {choices.map(({ value, label, Icon }) => (
              <Menu.RadioItem
                key={value}
                value={value}
                className={clsx(
                  'flex h-11 cursor-default items-center gap-3 rounded-xl px-3 outline-none select-none',
                  'data-[highlighted]:bg-accent-soft data-[highlighted]:text-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-4 text-ink-muted" />
                <span className="flex-1">{label}</span>
                <Menu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-accent-strong" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
