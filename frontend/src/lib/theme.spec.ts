import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTheme, resolveTheme, THEME_STORAGE_KEY } from './theme';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the theme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.documentElement.classList.remove('dark'));

  it("follows the system's preference unless a theme is chosen", () => {
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('remembers a chosen theme on this device and applies it at once', () => {
    preferDark(false);

    chooseTheme('dark');

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it("forgets the choice for System, and follows the system's dark preference again", () => {
    preferDark(true);
    chooseTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');

    chooseTheme('system');

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).toHaveClass('dark');
  });
});
