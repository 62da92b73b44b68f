import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastSide } from './toast-placement';
import { toast } from './toast-store';
import { Toaster } from './toaster';

/** Puts `element`'s box at `top` (40 px tall) on a 800 px screen. */
function placeAt(element: Element, top: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 40));
}

const viewport = () => document.querySelector('[data-toast-side]');

describe('where a toast shows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes to the bottom unless the control that raised it is in the lower half of the screen', () => {
    expect(toastSide(null, 800)).toBe('bottom');
    expect(toastSide(120, 800)).toBe('bottom');
    expect(toastSide(400, 800)).toBe('bottom');
    expect(toastSide(401, 800)).toBe('top');
    expect(toastSide(780, 800)).toBe('top');
  });

  it('shows at the top when the focused button that raised it sits low on the screen', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    render(
      <>
        <button type="button">Delete</button>
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    placeAt(button, 700);
    button.focus();

    act(() => void toast({ title: 'Session deleted' }));

    expect(screen.getByText('Session deleted')).toBeInTheDocument();
    expect(viewport()).toHaveAttribute('data-toast-side', 'top');
  });

  it('moves clear of the button a closing dialog hands the focus back to', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    render(
      <>
        <button type="button">Save changes</button>
        <button type="button">Edit</button>
        <Toaster />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save changes' });
    const edit = screen.getByRole('button', { name: 'Edit' });
    placeAt(save, 300);
    placeAt(edit, 650);
    save.focus();

    act(() => void toast({ title: 'Session updated' }));
    expect(viewport()).toHaveAttribute('data-toast-side', 'bottom');

    act(() => edit.focus());
    expect(viewport()).toHaveAttribute('data-toast-side', 'top');
  });
});
