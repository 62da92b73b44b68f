// A push service on this machine, for tests only: it hands out subscriptions with keys of its own (as
// a browser would, since Chromium here cannot subscribe without a real push service), accepts the
// RFC 8030 POSTs the server's web-push call makes to them over HTTPS (a certificate made for the run,
// which the app trusts through PUSH_LOCAL_SERVICE_CA), checks their VAPID signature (RFC 8292),
// decrypts their aes128gcm payload (RFC 8188 records, RFC 8291 keys) and records what arrived. It can
// answer a chosen subscription with 410 Gone, as a real service does once the browser unsubscribed.
import { execFileSync } from 'node:child_process';
import {
  type ECDH,
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A subscription as PushSubscription.toJSON() gives it, which the app's POST takes. */
export interface LocalSubscription {
  readonly endpoint: string;
  readonly expirationTime: null;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface ReceivedPush {
  readonly endpoint: string;
  readonly ttl: number;
  readonly topic: string | undefined;
  readonly urgency: string | undefined;
  /** The VAPID public key the signature checked out with (base64url). */
  readonly signedWith: string;
  /** The decrypted payload, parsed as JSON. */
  readonly payload: unknown;
}

export interface LocalPushService {
  /** The service's certificate (PEM): the app's PUSH_LOCAL_SERVICE_CA. */
  readonly certificate: string;
  /** A new device's subscription, with private keys only this service knows. */
  subscribe(): LocalSubscription;
  /** Every push received so far, oldest first. */
  received(): readonly ReceivedPush[];
  /** From now on the service answers pushes to this subscription 410 Gone. */
  gone(endpoint: string): void;
  /** Pushes refused (bad signature, encoding or encryption), with why: a test expects none. */
  refused(): readonly string[];
  close(): Promise<void>;
}

interface DeviceKeys {
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { key, certificate } = selfSignedCertificate();
  const devices = new Map<string, DeviceKeys>();
  const goneEndpoints = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert: certificate }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      try {
        answer(request, response, endpoint, Buffer.concat(chunks));
      } catch (error) {
        refused.push(`${endpoint}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });

  function answer(request: IncomingMessage, response: ServerResponse, endpoint: string, body: Buffer): void {
    const device = devices.get(endpoint);
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    if (goneEndpoints.has(endpoint)) {
      response.writeHead(410).end();
      return;
    }
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL header (RFC 8030 §5.2)');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the content encoding is not aes128gcm');
    const signedWith = checkVapid(request.headers.authorization, origin);
    const payload = JSON.parse(decrypt(body, device).toString('utf8')) as unknown;
    received.push({
      endpoint,
      ttl,
      topic: request.headers.topic as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      signedWith,
      payload,
    });
    response.writeHead(201, { Location: `${endpoint}/messages/${randomUUID()}` }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    certificate,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, authSecret });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },
    received: () => [...received],
    gone: (endpoint) => goneEndpoints.add(endpoint),
    refused: () => [...refused],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the body is a header (salt, record size, the sender's public key)
 * and records of ciphertext, each ending in its 16-byte tag. The content key and nonce come from the
 * device's private key, the sender's public key and the auth secret through HKDF-SHA-256.
 */
function decrypt(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error('the key id is not a P-256 public key (RFC 8291 §4)');
  const records = body.subarray(21 + keyIdLength);

  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const devicePublicKey = device.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plaintext: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number, a 96-bit big-endian number XORed into the nonce (RFC 8188 §2.3).
    for (let byte = 0, rest = sequence; rest > 0; byte += 1, rest = Math.floor(rest / 256))
      nonce[11 - byte] ^= rest % 256;
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 on the last record and 1 on the others.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('a record has the wrong padding delimiter (RFC 8188 §2)');
    plaintext.push(padded.subarray(0, end));
  }
  return Buffer.concat(plaintext);
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key, for
 * this service's origin, not yet expired. Answers the key.
 */
function checkVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid Authorization header (RFC 8292 §3)');
  const [, token, publicKey] = match;
  const [header, claims, signature] = token.split('.');
  const keyBytes = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: keyBytes.subarray(1, 33).toString('base64url'),
      y: keyBytes.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not check out');
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (aud !== origin) throw new Error(`the VAPID audience is ${aud}, not ${origin}`);
  if (exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
  return publicKey;
}

/** A P-256 certificate for 127.0.0.1 and localhost, made with the machine's openssl for this run. */
function selfSignedCertificate(): { key: string; certificate: string } {
  const folder = mkdtempSync(join(tmpdir(), 'pause-push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'certificate.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      certificate: readFileSync(join(folder, 'certificate.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
