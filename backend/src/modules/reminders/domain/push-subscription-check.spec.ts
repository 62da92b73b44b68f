import { createECDH, randomBytes } from 'node:crypto';
import { subscriptionRefusal } from './push-subscription-check';

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const subscription = (endpoint: string, overrides: Partial<ReturnType<typeof keys>> = {}) => ({
  endpoint,
  ...keys(),
  ...overrides,
});

const NOT_A_PUSH_SERVICE =
  "endpoint must be the address of a browser's push service (Google's, Mozilla's, Apple's or Microsoft's)";

describe('which push subscriptions Pause stores', () => {
  it("accepts a browser's subscription to a push service on the internet", () => {
    expect(subscriptionRefusal(subscription('https://fcm.googleapis.com/fcm/send/abc:def'), false)).toBeNull();
    expect(
      subscriptionRefusal(subscription('https://updates.push.services.mozilla.com/wpush/v2/gAAA'), false),
    ).toBeNull();
  });

  it('refuses an endpoint that is not https, or not an address at all', () => {
    expect(subscriptionRefusal(subscription('http://push.example.com/x'), false)).toBe(
      'endpoint must be an https address',
    );
    expect(subscriptionRefusal(subscription('not a url'), false)).toBe(
      "endpoint must be the push service's https address the browser gave",
    );
  });

  it('refuses this machine and bare addresses, unless a local test service is allowed', () => {
    for (const endpoint of ['https://localhost:8443/p', 'https://127.0.0.1/p', 'https://[::1]/p']) {
      expect(subscriptionRefusal(subscription(endpoint), false)).toBe(
        'endpoint must be a push service on the internet, not this machine',
      );
      expect(subscriptionRefusal(subscription(endpoint), true)).toBeNull();
    }
    expect(subscriptionRefusal(subscription('https://10.0.0.8/p'), true)).toBe(NOT_A_PUSH_SERVICE);
    expect(subscriptionRefusal(subscription('https://intranet/p'), false)).toBe(NOT_A_PUSH_SERVICE);
    expect(subscriptionRefusal(subscription('https://user:pw@push.example.com/p'), false)).toBe(
      'endpoint must not carry a user name or password',
    );
  });

  it('accepts only the push services browsers use, so nobody can make the server post into its own network', () => {
    for (const endpoint of [
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://FCM.googleapis.com/fcm/send/x',
    ]) {
      expect(subscriptionRefusal(subscription(endpoint), false)).toBeNull();
    }
    for (const endpoint of [
      'https://push.example.com/p',
      'https://internal.corp.example/admin',
      'https://fcm.googleapis.com.attacker.example/p',
      'https://evilfcm.googleapis.com.example/p',
      'https://notfcm-googleapis.com/p',
    ]) {
      expect(subscriptionRefusal(subscription(endpoint), false)).toBe(NOT_A_PUSH_SERVICE);
    }
  });

  it('refuses keys of the wrong kind or size', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/p';
    expect(subscriptionRefusal(subscription(endpoint, { p256dh: 'short' }), false)).toMatch(/^keys\.p256dh must be/);
    expect(
      subscriptionRefusal(subscription(endpoint, { p256dh: Buffer.alloc(65, 5).toString('base64url') }), false),
    ).toMatch(/^keys\.p256dh must be/);
    expect(subscriptionRefusal(subscription(endpoint, { auth: randomBytes(12).toString('base64url') }), false)).toBe(
      'keys.auth must be a 16-byte secret in base64url',
    );
    expect(subscriptionRefusal(subscription(endpoint, { auth: 'not base64!' }), false)).toBe(
      'keys.auth must be a 16-byte secret in base64url',
    );
  });
});
