// The light, dark or system theme: the person's choice, remembered on this device (localStorage), and
// the class on <html> that Tailwind's dark: variant reads. public/theme.js applies the same rule
// before the first paint; this module keeps it true while the app runs (a new choice, or the system
// switching between light and dark while "System" is chosen).
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** Also read by public/theme.js. */
export const THEME_STORAGE_KEY = 'pause-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function storedChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme a choice comes to on this device now. */
export function resolveTheme(choice: ThemeChoice, system: Theme): Theme {
  return choice === 'system' ? system : choice;
}

function applyTheme() {
  const dark = resolveTheme(storedChoice(), systemTheme()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  listeners.forEach((listener) => listener());
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  applyTheme();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', applyTheme);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', applyTheme);
  };
}

type ThemeState = { choice: ThemeChoice; theme: Theme };
let last: ThemeState = { choice: 'system', theme: 'light' };

function snapshot(): ThemeState {
  const choice = storedChoice();
  const theme = resolveTheme(choice, systemTheme());
  if (choice !== last.choice || theme !== last.theme) last = { choice, theme };
  return last;
}

/** The person's choice and the theme it comes to, kept in step with both. */
export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
