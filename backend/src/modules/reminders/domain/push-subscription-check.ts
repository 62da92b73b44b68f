// Whether a browser's push subscription is one Pause may store and post to: an https endpoint of one of
// the push services browsers use (any other host, this machine, a bare address or a name that resolves
// inside the server's network, would let anyone make the server post where they like; a local test
// service only when PUSH_LOCAL_SERVICE_CA allows it), and the two keys RFC 8291 encrypts with, of their
// exact sizes. Answers a sentence the person can act on.

export interface SubscriptionToCheck {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** An uncompressed P-256 point: 0x04, then 32 bytes of x and 32 of y. */
const P256_PUBLIC_KEY_BYTES = 65;
/** RFC 8291's authentication secret. */
const AUTH_SECRET_BYTES = 16;
/** Browsers' endpoints are a few hundred characters; anything far longer is not one. */
export const LONGEST_ENDPOINT = 2048;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The domains of the push services browsers subscribe with: Chrome, Edge, Opera and Samsung Internet
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple's) and Windows' own. A push
 * service elsewhere would need adding here (docs/security.md).
 */
export const BROWSER_PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

function isBrowserPushService(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return BROWSER_PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Null when the subscription may be stored; otherwise why not. */
export function subscriptionRefusal(subscription: SubscriptionToCheck, allowLocalService: boolean): string | null {
  const { endpoint, p256dh, auth } = subscription;
  if (endpoint.length > LONGEST_ENDPOINT) return `endpoint must be at most ${LONGEST_ENDPOINT} characters`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "endpoint must be the push service's https address the browser gave";
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https address';
  if (url.username !== '' || url.password !== '') return 'endpoint must not carry a user name or password';
  const local = LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (local && !allowLocalService) return 'endpoint must be a push service on the internet, not this machine';
  if (!local && !isBrowserPushService(url.hostname)) {
    return "endpoint must be the address of a browser's push service (Google's, Mozilla's, Apple's or Microsoft's)";
  }
  if (!isBase64Url(p256dh) || !isPublicKey(Buffer.from(p256dh, 'base64url'))) {
    return `keys.p256dh must be an uncompressed P-256 public key in base64url (${P256_PUBLIC_KEY_BYTES} bytes)`;
  }
  if (!isBase64Url(auth) || Buffer.from(auth, 'base64url').length !== AUTH_SECRET_BYTES) {
    return `keys.auth must be a ${AUTH_SECRET_BYTES}-byte secret in base64url`;
  }
  return null;
}

function isBase64Url(value: string): boolean {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value);
}

function isPublicKey(bytes: Buffer): boolean {
  return bytes.length === P256_PUBLIC_KEY_BYTES && bytes[0] === 0x04;
}
