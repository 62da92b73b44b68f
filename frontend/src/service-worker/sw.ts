// Pause's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js): the app's shell
// and static files from the precache, so Pause opens without a connection; the API's reads from the
// network whenever it answers, and their last answers from a cache only when it does not. What is
// cached and why: docs/decisions.md, "Offline". It also shows the reminders the server pushes and opens
// the dashboard when one is tapped (push-notifications.ts; docs/decisions.md, "Reminders by push").
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  API_ANSWERS_CACHE,
  WORKER_MESSAGES,
  isCachedApiRead,
  isServerOwnedPath,
  isSignInOrOut,
} from '@/lib/offline/offline-routes';
import { clickAction, notificationFor } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The built files, each by its revision; the previous deploy's precache is removed once this one is active.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once, so a first visit's reads are kept too. An update
// waits until the person chooses Reload (lib/offline/register-service-worker.ts sends SKIP_WAITING).
clientsClaim();

// Any other path is the app's: its page from the precache, online or not. The server's own paths
// (sign-in, sign-out, the export, the health checks) are never answered with it.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isServerOwnedPath(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

/**
 * Counts sign-ins and sign-outs seen by this worker. An answer is kept only if no one signed in or out
 * while it was on its way, so a read that left before a sign-out cannot put the last person's data back.
 */
let whoseAnswers = 0;

const keptForTheSamePerson: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.whoseAnswers = whoseAnswers;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.whoseAnswers === whoseAnswers ? response : null),
};

/** Tells the page that asked whether the server answered, so it can say it is offline (hooks/use-online-status). */
function reachability(type: string) {
  return async ({ event }: { event: ExtendableEvent }) => {
    const clientId = (event as FetchEvent).clientId;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    client?.postMessage({ type });
  };
}

const tellsThePage: WorkboxPlugin = {
  fetchDidSucceed: async ({ event, response }) => {
    await reachability(WORKER_MESSAGES.serverReached)({ event });
    return response;
  },
  fetchDidFail: reachability(WORKER_MESSAGES.serverUnreachable),
};

// "Data never stale" while online: every read goes to the server, with no time limit, and only a read
// that cannot reach it is answered from the last 200 kept. The one-second poll is among them (its 304s
// are not kept, so the cache is written only when the running timer changes).
registerRoute(
  ({ request }) => isCachedApiRead(request, self.location.origin),
  new NetworkFirst({
    cacheName: API_ANSWERS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), keptForTheSamePerson, tellsThePage],
  }),
);

/** What this device keeps of the person who was signed in goes, before anyone else's is kept. */
async function forgetApiAnswers(): Promise<void> {
  whoseAnswers += 1;
  await caches.delete(API_ANSWERS_CACHE);
}

// Signing in or out is a navigation to the server: it passes through untouched, and the cached
// answers are forgotten on the way, so a different person signing in on this device never sees them.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate' && isSignInOrOut(new URL(event.request.url).pathname)) {
    event.waitUntil(forgetApiAnswers());
  }
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === WORKER_MESSAGES.forgetApiAnswers) event.waitUntil(forgetApiAnswers());
});

// A reminder pushed by the server (backend/src/modules/reminders), shown even with no Pause tab open.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: shown as a plain reminder all the same.
  }
  const { title, options } = notificationFor(data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});

async function openFromNotification(data: unknown): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const action = clickAction(data, windows, self.location.origin);
  if ('open' in action) {
    await self.clients.openWindow(action.open);
    return;
  }
  const chosen = windows[action.focus];
  const focused = await chosen.focus();
  if (action.navigateTo) await focused.navigate(action.navigateTo);
}
