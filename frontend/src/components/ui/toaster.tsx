// Renders whatever the toast store holds (at most one notification), inside Radix's toast provider.
// Loaded with the first toast (toasts.tsx), so the landing page's first load goes without it.
import {
  Toast,
  ToastActionControl,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, useToasts } from './toast-store';

export function Toaster() {
  const toasts = useToasts();
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
      <ToastViewport />
    </ToastProvider>
  );
}
