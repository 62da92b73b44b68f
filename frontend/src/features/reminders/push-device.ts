// This device's Web Push subscription, through the service worker's PushManager, behind a small seam
// so tests can stand in for the browser. Subscribing asks the browser's permission (from a click only).
import type { PushSubscriptionBody } from '@/features/reminders/api/push-subscriptions';

export type PushDevice = {
  /** A service worker and the Push API are both here. */
  supported: () => boolean;
  /** This device's subscription, or null. */
  current: () => Promise<PushSubscriptionBody | null>;
  /** Asks permission if need be, then subscribes with the server's key; null when permission is refused. */
  subscribe: (publicKey: string) => Promise<PushSubscriptionBody | null>;
  /** Ends this device's subscription; answers its endpoint, or null when there was none. */
  unsubscribe: () => Promise<string | null>;
};

/** The key as PushManager takes it: base64url (the server's answer) to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** What the server takes: PushSubscription.toJSON(), with both keys. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody | null {
  const { endpoint, keys, expirationTime } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const registration = () => navigator.serviceWorker.ready;

export const browserPushDevice: PushDevice = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,

  current: async () => {
    const subscription = await (await registration()).pushManager.getSubscription();
    return subscription ? subscriptionBody(subscription.toJSON()) : null;
  },

  subscribe: async (publicKey) => {
    if ((await Notification.requestPermission()) !== 'granted') return null;
    const subscription = await (
      await registration()
    ).pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return subscriptionBody(subscription.toJSON());
  },

  unsubscribe: async () => {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
