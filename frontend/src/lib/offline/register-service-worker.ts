// Registers the service worker (dist/sw.js, built from src/service-worker/sw.ts) once the page has
// loaded, outside the landing page's first load (main.tsx imports this file then), and says when a
// deploy's new version is waiting: its Reload hands the page over to it.
import { Workbox } from 'workbox-window';
// A type only: the toast function comes from main.tsx, so this chunk shares no module with the entry and
// the bundler keeps React in the entry's chunk (docs/performance.md, "the shared-chunk trap").
import type { toast as Toast } from '@/components/ui/toast-store';

type VersionEvents = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * A new worker installed beside the one in control waits until the person says so (a reload mid-way
 * through a form would lose it): then it takes over, and the page reloads to run the new files.
 */
export function offerNewVersions(
  workbox: VersionEvents,
  toast: typeof Toast,
  reload: () => void = () => window.location.reload(),
): void {
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', () => reload());
    toast({
      title: 'A new version of Pause is ready',
      description: 'Reload to start using it. Your sessions stay just as they are.',
      action: { label: 'Reload', onClick: () => workbox.messageSkipWaiting() },
      persistent: true,
    });
  });
}

export function registerServiceWorker(toast: typeof Toast): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  offerNewVersions(workbox, toast);
  // A refusal (a private window that allows no workers, say) leaves Pause as it was: online only.
  workbox.register().catch(() => undefined);
}
