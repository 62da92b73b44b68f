// The theme switch's menu of Light, Dark and System, loaded only when a person reaches for the switch
// (theme-switch.tsx), so the landing page's first load leaves out Radix's menu and its positioning.
// Radix's menu brings the roles, arrow keys, focus return and Escape.
import * as Menu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { chooseTheme, type ThemeChoice } from '@/lib/theme';
import { themeChoiceLabels, themeSwitchButtonClass, useThemeSwitchFace } from './theme-switch-face';

const choices = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
] as const satisfies readonly { value: ThemeChoice; Icon: typeof Sun }[];

type ThemeMenuProps = {
  /** Open at once: the person asked for the menu before it had loaded (with a key: focus its first item). */
  defaultOpen: false | 'pointer' | 'keyboard';
  /** Take the focus the stand-in button had when this replaced it. */
  focusTrigger: boolean;
};

export function ThemeMenu({ defaultOpen, focusTrigger }: ThemeMenuProps) {
  const { choice, name, icon } = useThemeSwitchFace();
  const trigger = useRef<HTMLButtonElement>(null);
  // Radix focuses the first item when a key opens the menu; this one opened after the key, so it does
  // that itself, as the item appears (Radix's focus scope leaves a focus already inside alone).
  const keyboardOpening = useRef(defaultOpen === 'keyboard');
  const firstItem = useCallback((item: HTMLDivElement | null) => {
    if (!item || !keyboardOpening.current) return;
    keyboardOpening.current = false;
    item.focus();
  }, []);

  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // Not modal: Radix's modal menu locks scrolling with a <style> element, which the content security
    // policy refuses (style-src has no 'unsafe-inline'); the menu still closes on Escape or outside.
    <Menu.Root modal={false} defaultOpen={defaultOpen !== false}>
      <Menu.Trigger ref={trigger} aria-label={name} title={name} className={themeSwitchButtonClass}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-2xl border border-line bg-surface p-1 text-sm text-ink shadow-lg shadow-ink/10"
        >
          <Menu.RadioGroup value={choice} onValueChange={(value) => chooseTheme(value as ThemeChoice)}>
            {choices.map(({ value, Icon }, index) => (
              <Menu.RadioItem
                key={value}
                ref={index === 0 ? firstItem : undefined}
                value={value}
                className={clsx(
                  'flex h-11 cursor-default items-center gap-3 rounded-xl px-3 outline-none select-none',
                  'data-[highlighted]:bg-accent-soft data-[highlighted]:text-ink',
                )}
              >
                <Icon aria-hidden="true" className="size-4 text-ink-muted" />
                <span className="flex-1">{themeChoiceLabels[value]}</span>
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
