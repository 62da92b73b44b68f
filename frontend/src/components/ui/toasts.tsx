// Where the app's toasts appear. Radix's toasts (toaster.tsx) are fetched when the first toast is
// raised, and stay from then on: a visitor who never sees a toast never loads them, and the landing
// page's first load stays within its budget (docs/performance.md). Until then no notifications
// region is in the page; Radix's F8 shortcut to reach it works once a toast has shown.
import { useEffect, useState } from 'react';
import type { Toaster as ToasterComponent } from './toaster';
import { useToasts } from './toast-store';

type LoadedToaster = typeof ToasterComponent;

export function Toasts() {
  const anyToast = useToasts().length > 0;
  const [Toaster, setToaster] = useState<LoadedToaster>();

  useEffect(() => {
    if (!anyToast || Toaster) return;
    let current = true;
    void import('./toaster').then((module) => {
      if (current) setToaster(() => module.Toaster);
    });
    return () => {
      current = false;
    };
  }, [anyToast, Toaster]);

  return Toaster ? <Toaster /> : null;
}
