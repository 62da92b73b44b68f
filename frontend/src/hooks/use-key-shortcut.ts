// A single-key shortcut for the whole page (W, C, S, ?). It never fires while the person is typing
// (in a field, a text area, anything editable) or holds Ctrl, Alt or Meta (the browser's and the
// system's own shortcuts), nor while a dialog or menu has the focus: those keep their keys.
import { useEffect, useRef } from 'react';

/**
 * `key` is a letter, matched in either case but without Shift (Shift+W is not W), or a symbol such
 * as '?', matched as typed, whatever it takes to type it on the keyboard's layout.
 */
export function useKeyShortcut(key: string, action: () => void, enabled = true) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !matches(event, key)) return;
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingOrInWidget(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}

function matches(event: KeyboardEvent, key: string): boolean {
  const isLetter = /^[a-z]$/i.test(key);
  if (isLetter) return !event.shiftKey && event.key.toLowerCase() === key.toLowerCase();
  return event.key === key;
}

function isTypingOrInWidget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable], [role="textbox"], [role="dialog"], [role="menu"]') !==
    null
  );
}
