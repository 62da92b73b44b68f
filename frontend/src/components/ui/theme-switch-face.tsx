// What the theme switch's button shows and is called, the same before and after its menu has loaded:
// a sun or a moon (the spec's icons, §9) for the theme in force, and a name saying the choice.
import { Moon, Sun } from 'lucide-react';
import { useTheme, type ThemeChoice } from '@/lib/theme';
import { buttonStyles } from './button-styles';

export const themeChoiceLabels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export const themeSwitchButtonClass = buttonStyles('ghost', 'icon');

export function useThemeSwitchFace() {
  const { choice, theme } = useTheme();
  const name = `Theme: ${themeChoiceLabels[choice]}${choice === 'system' ? ` (${theme})` : ''}`;
  const icon =
    theme === 'dark' ? <Moon aria-hidden="true" className="size-5" /> : <Sun aria-hidden="true" className="size-5" />;
  return { choice, name, icon };
}
