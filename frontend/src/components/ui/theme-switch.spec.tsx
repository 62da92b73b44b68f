import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A switch whose menu has not loaded yet, as on a first visit to the landing page. */
async function firstVisitThemeSwitch() {
  vi.resetModules();
  const { ThemeSwitch } = await import('./theme-switch');
  return ThemeSwitch;
}

describe('ThemeSwitch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('shows its button, named after the choice, before its menu has loaded', async () => {
    const ThemeSwitch = await firstVisitThemeSwitch();
    render(<ThemeSwitch />);

    const button = screen.getByRole('button', { name: 'Theme: System (light)' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows the system by default and offers Light, Dark and System', async () => {
    const ThemeSwitch = await firstVisitThemeSwitch();
    render(<ThemeSwitch />);

    // A pointer coming near fetches the menu, which then takes the button's place.
    await userEvent.hover(screen.getByRole('button', { name: 'Theme: System (light)' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Theme/ })).toHaveAttribute('id'));
    await userEvent.click(screen.getByRole('button', { name: 'Theme: System (light)' }));

    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the page to dark when Dark is chosen, and says so on the button', async () => {
    const ThemeSwitch = await firstVisitThemeSwitch();
    render(<ThemeSwitch />);

    // Activated before its menu is here (as a screen reader does, with no pointer or key event).
    fireEvent.click(screen.getByRole('button', { name: /^Theme/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('opens from the keyboard on its first item, moves with the arrows and gives the focus back on Escape', async () => {
    const ThemeSwitch = await firstVisitThemeSwitch();
    render(<ThemeSwitch />);

    // Pressed at once, before the focus has fetched the menu.
    screen.getByRole('button', { name: /^Theme/ }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Theme/ })).toHaveFocus();
  });

  it('is the whole menu at once once it has loaded, the focus kept on the button', async () => {
    const ThemeSwitch = await firstVisitThemeSwitch();
    render(<ThemeSwitch />);
    screen.getByRole('button', { name: /^Theme/ }).focus();

    // Focus fetched the menu; the button it replaced handed the focus on.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Theme/ })).toHaveAttribute('id'));
    expect(screen.getByRole('button', { name: /^Theme/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
  });
});
