// Styled building blocks on top of Radix Dialog and Alert Dialog (focus kept inside, Escape, focus
// returned to the opener, the page behind made inert). Load them lazily: most visits open none.
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const overlayClass = 'fixed inset-0 z-40 bg-ink/30 backdrop-blur-[2px] dark:bg-black/60';
const contentClass = clsx(
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  'overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-ink shadow-xl shadow-ink/10 focus:outline-none sm:p-7',
);
const titleClass = 'font-display text-xl font-semibold text-ink';
const descriptionClass = 'mt-1 text-sm text-ink-muted';

export const Dialog = DialogPrimitive.Root;

/** A modal dialog with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & { title: ReactNode; description?: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={clsx(contentClass, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogPrimitive.Title className={clsx(titleClass, 'pr-8')}>{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className={descriptionClass}>{description}</DialogPrimitive.Description>
        ) : null}
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted transition hover:bg-accent-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogAction = AlertDialogPrimitive.Action;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

/** A modal question that must be answered: no close button, outside clicks do nothing. */
export function AlertDialogContent({
  title,
  description,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> & { title: ReactNode; description: ReactNode }) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClass} />
      <AlertDialogPrimitive.Content className={clsx(contentClass, className)} {...props}>
        <AlertDialogPrimitive.Title className={titleClass}>{title}</AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className={descriptionClass}>{description}</AlertDialogPrimitive.Description>
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
