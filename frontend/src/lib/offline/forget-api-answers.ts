// Forgets the API answers this device keeps for reading offline (Cache Storage, filled by the service
// worker): when the person signs out or deletes their account, nothing of theirs stays to be shown.
import { API_ANSWERS_CACHE, WORKER_MESSAGES } from './offline-routes';

export async function forgetApiAnswers(): Promise<void> {
  // The worker also stops keeping the answers of reads already on their way (src/service-worker/sw.ts).
  navigator.serviceWorker?.controller?.postMessage({ type: WORKER_MESSAGES.forgetApiAnswers });
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_ANSWERS_CACHE);
  } catch {
    // Storage refused (a private window): there was nothing kept either.
  }
}
