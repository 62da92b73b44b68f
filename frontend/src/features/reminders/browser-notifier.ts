// The browser's Notification API behind a small seam, so tests can stand in for it.
import type { NotificationPermissionState } from './reminder-notifications';

export type Notifier = {
  permission: () => NotificationPermissionState;
  /** Shows the browser's prompt; call it only from a click or key press. */
  requestPermission: () => Promise<NotificationPermissionState>;
  show: (message: { title: string; body: string; tag: string }) => void;
};

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export const browserNotifier: Notifier = {
  permission: () => (supported() ? Notification.permission : 'unsupported'),

  requestPermission: async () => {
    if (!supported()) return 'unsupported';
    try {
      return await Notification.requestPermission();
    } catch {
      return Notification.permission;
    }
  },

  show: ({ title, body, tag }) => {
    if (!supported() || Notification.permission !== 'granted') return;
    try {
      const notification = new Notification(title, { body, tag });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
    } catch {
      // Some mobile browsers notify only through a service worker; the card still shows.
    }
  },
};
