// Renders whatever the toast store holds (at most one notification), inside Radix's toast provider,
// on the side of the screen away from the control that raised it (toast-placement.ts). Loaded with the
// first toast (toasts.tsx), so the landing page's first load goes without it.
import { useEffect, useState } from 'react';
import {
  Toast,
  ToastActionControl,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { middleOf, toastSide } from './toast-placement';
import { dismissToast, useToasts } from './toast-store';

/**
 * Where focus went after the toast was raised (a closed dialog hands it back to the button that opened
 * it): that control is the one to keep clear. Focus moving into the toasts themselves (F8) is not.
 */
function useFocusMovedTo(toastId: number | undefined): number | null {
  const [moved, setMoved] = useState<{ toastId: number | undefined; middle: number | null }>();
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('[data-toast-side]')) return;
      setMoved({ toastId, middle: middleOf(target) });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [toastId]);
  return moved && moved.toastId === toastId ? moved.middle : null;
}

export function Toaster() {
  const toasts = useToasts();
  const latest = toasts[0];
  const focusMovedTo = useFocusMovedTo(latest?.id);
  const side = toastSide(focusMovedTo ?? latest?.raisedFrom ?? null, window.innerHeight);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, action, persistent, durationMs }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          // Radix announces a 'background' toast politely, a 'foreground' one at once: news such as
          // Timer Started waits for the screen reader to finish, an error does not.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          duration={persistent ? Infinity : durationMs}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="min-w-0">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? <ToastActionControl {...action} /> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport side={side} />
    </ToastProvider>
  );
}
