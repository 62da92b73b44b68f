// Where a toast shows: at the bottom of the screen, unless the control that raised it sits in the
// lower half, then at the top, so a toast never covers the button just pressed (an Undo toast over a
// session row's Delete, say). "The control" is the focused element, or else where the last pointer
// press landed (a deleted row takes its focused button with it) (docs/decisions.md).

export type ToastSide = 'top' | 'bottom';

/** Bottom, unless the raising control's middle lies in the lower half of a viewport this tall. */
export function toastSide(controlMiddleY: number | null, viewportHeight: number): ToastSide {
  if (controlMiddleY === null) return 'bottom';
  return controlMiddleY > viewportHeight / 2 ? 'top' : 'bottom';
}

let lastPressY: number | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', (event) => (lastPressY = event.clientY), { capture: true, passive: true });
}

/** The vertical middle of `element` on screen, or null when it has no box (the page's body, a removed node). */
export function middleOf(element: Element | null): number | null {
  if (!element || element === document.body || element === document.documentElement) return null;
  const box = element.getBoundingClientRect();
  return box.height > 0 ? box.top + box.height / 2 : null;
}

/** Where the control that raises a toast now stands: the focused element, or the last press. */
export function raisingControlMiddle(): number | null {
  if (typeof document === 'undefined') return null;
  return middleOf(document.activeElement) ?? lastPressY;
}
