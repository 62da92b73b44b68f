import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from './theme-switch';

describe('ThemeSwitch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('follows the system by default and offers Light, Dark and System', async () => {
    render(<ThemeSwitch />);

    await userEvent.click(screen.getByRole('button', { name: 'Theme: System (light)' }));

    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the page to dark when Dark is chosen, and says so on the button', async () => {
    render(<ThemeSwitch />);

    await userEvent.click(screen.getByRole('button', { name: /^Theme/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});
